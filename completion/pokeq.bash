# SPDX-License-Identifier: MIT
# bash completion for pokeq(1): subcommands, options and their values.
# Installed as $(PREFIX)/share/bash-completion/completions/pokeq; needs no
# helper of the bash-completion package. Players (hands and ranges) are
# free text and are not completed.

_pokeq()
{
    local cur=${COMP_WORDS[COMP_CWORD]} prev="" option=""
    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
    # "--format=js": bash splits at '=' (COMP_WORDBREAKS), giving the words
    # --format, =, js; take the option before the '='
    if [[ $cur == = ]]; then
        option=$prev
        cur=""
    elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then
        option=${COMP_WORDS[COMP_CWORD - 2]}
    elif [[ $cur == --*=* ]]; then
        # COMP_WORDBREAKS without '=': the value is in the same word
        option=${cur%%=*}
        cur=${cur#*=}
    else
        option=$prev
    fi

    local command=""
    case ${COMP_WORDS[1]-} in
    eval | grid | hits | preflop | bench | flops | merge | serve | icm | pushfold) ((COMP_CWORD > 1)) && command=${COMP_WORDS[1]} ;;
    esac

    # the value of an option
    case $option in
    --format)
        COMPREPLY=($(compgen -W "text json csv" -- "$cur"))
        return
        ;;
    --ranking)
        COMPREPLY=($(compgen -W "pokerstove vs3 vs1" -- "$cur"))
        return
        ;;
    --game)
        COMPREPLY=($(compgen -W "holdem omaha omaha5 omaha6 omaha-hilo omaha5-hilo shortdeck shortdeck-triton holdem-hilo razz stud stud-hilo stud-hilo-nq draw lowball27 lowball-a5 badugi" -- "$cur"))
        return
        ;;
    --batch)
        COMPREPLY=($(compgen -f -- "$cur"))
        [[ - == "$cur"* ]] && COMPREPLY+=(-)
        compopt -o filenames 2>/dev/null
        return
        ;;
    --svg | --graph | --call-svg)
        COMPREPLY=($(compgen -f -- "$cur"))
        compopt -o filenames 2>/dev/null
        return
        ;;
    --token-file)
        COMPREPLY=($(compgen -f -- "$cur"))
        compopt -o filenames 2>/dev/null
        return
        ;;
    --bind)
        COMPREPLY=($(compgen -W "127.0.0.1 ::1 0.0.0.0 ::" -- "$cur"))
        return
        ;;
    --cache)
        COMPREPLY=($(compgen -d -- "$cur"))
        compopt -o filenames 2>/dev/null
        return
        ;;
    --loop)
        if [[ $command == bench ]]; then
            COMPREPLY=($(compgen -W "empty bytes-empty naive cactus-kev perfect-hash ace twoplustwo eval7 inline bytes" -- "$cur"))
            return
        fi
        ;;
    --board | --dead | --vs | --trials | --stderr | --time | --threads | --seed | --opponents | --hands | --runs | --shard | --first | --count | --port | --jobs | --queue | --max-seconds | --allow-origin | --connections | --timeout | --stacks | --payouts | --stack | --ante | --step)
        # cards or a number: nothing to offer
        COMPREPLY=()
        return
        ;;
    esac

    local options
    case $command in
    eval)
        options="--help"
        ;;
    grid)
        options="--ranking --svg --help"
        ;;
    hits)
        options="--board --dead --vs --list --format --ranking --game --help"
        ;;
    preflop)
        local word table=""
        for word in "${COMP_WORDS[@]:2:COMP_CWORD-2}"; do
            [[ $word == vs-random || $word == matrix || $word == three-way ]] && table=$word
        done
        if [[ -z $table && $cur != -* ]]; then
            COMPREPLY=($(compgen -W "vs-random matrix three-way" -- "$cur"))
            return
        fi
        options="--format --threads --cache --no-cache --quiet --shard --help"
        [[ $table == vs-random ]] && options+=" --opponents --trials --seed --grid --svg --game"
        [[ $table == three-way ]] && options="--first --count --threads --format --shard --help"
        ;;
    flops)
        options="--threads --format --ranking --shard --help"
        ;;
    merge)
        COMPREPLY=($(compgen -f -- "$cur"))
        compopt -o filenames 2>/dev/null
        return
        ;;
    serve)
        options="--bind --port --threads --jobs --queue --max-seconds --token-file --allow-origin --connections --timeout --open --help"
        ;;
    icm)
        options="--stacks --payouts --exact --mc --trials --seed --threads --format --help"
        ;;
    pushfold)
        [[ $option == --players ]] && { COMPREPLY=($(compgen -W "2" -- "$cur")); return; }
        options="--stack --ante --step --players --grid --svg --call-svg --format --cache --no-cache --threads --quiet --help"
        ;;
    bench)
        options="--hands --runs --json --evaluators --equity --loop --help"
        ;;
    *)
        if ((COMP_CWORD == 1)) && [[ $cur != -* ]]; then
            COMPREPLY=($(compgen -W "eval grid hits preflop bench flops merge serve icm pushfold" -- "$cur"))
            return
        fi
        options="--board --dead --exact --mc --trials --stderr --time --threads --seed --format --ranking --game --batch --categories --per-combo --graph --shard --quiet --help --version"
        ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    fi
}

complete -F _pokeq pokeq
