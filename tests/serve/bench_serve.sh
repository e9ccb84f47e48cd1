#!/bin/sh
# SPDX-License-Identifier: MIT
# bench_serve.sh - pokeq serve under load (make bench-serve): POST
# /api/v1/equity for AsKs 7h7d --board 7c8s9s with Debian's wrk at 1, 8 and
# 64 keep-alive connections, BENCH_SECONDS (5) each; requests per second and
# the 50th and 99th percentile latency.
#
#   tests/serve/bench_serve.sh [build/pokeq]
set -eu
pokeq=${1:-build/pokeq}
seconds=${BENCH_SECONDS:-5}
command -v wrk >/dev/null || { echo "bench_serve: wrk not found (Debian package wrk)"; exit 1; }
dir=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null; rm -rf "$dir"' EXIT INT TERM
cat > "$dir/post.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"players": ["AsKs", "7h7d"], "board": "7c8s9s"}'
wrk.headers["Content-Type"] = "application/json"
LUA
"$pokeq" serve --port 0 --threads 1 --connections 512 2>"$dir/stderr" &
pid=$!
port=
for _ in $(seq 100); do
    port=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$dir/stderr")
    [ -n "$port" ] && break
    sleep 0.05
done
[ -n "$port" ] || { echo "bench_serve: pokeq serve did not start"; cat "$dir/stderr"; exit 1; }
echo "POST /api/v1/equity (AsKs 7h7d --board 7c8s9s), ${seconds} s each, $(nproc) cores:"
printf '  %-12s %12s %10s %10s %18s\n' connections requests/s p50 p99 "server CPU/request"
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
for connections in 1 8 64; do
    threads=$((connections < 2 ? 1 : 2))
    before=$(ticks)
    wrk -t "$threads" -c "$connections" -d "${seconds}s" --latency -s "$dir/post.lua" "http://127.0.0.1:$port/api/v1/equity" \
        > "$dir/wrk.txt"
    used=$(( $(ticks) - before ))
    awk -v c="$connections" -v used="$used" -v hz="$hz" '/Requests\/sec:/ { rate = $2 } /^ +50%/ { p50 = $2 }
        /^ +99%/ { p99 = $2 } / requests in / { n = $1 } /Non-2xx/ { bad = $NF }
        END { printf "  %-12s %12s %10s %10s %15.0f us%s\n", c, rate, p50, p99, n ? 1e6 * used / hz / n : 0,
              bad ? "  (" bad " answers not 200)" : "" }' "$dir/wrk.txt"
done
