#!/usr/bin/env bash
# Throughput of `databank serve` on SQLite vs PostgreSQL, one process vs --workers 2, on the same requests:
# a middle page of core/references (served from the page cache, and with the cache off) and a single record.
# Usage: bench/pg-throughput.sh [postgres-url-of-an-empty-or-bench-database]   (after npm run build)
set -euo pipefail
cd "$(dirname "$0")/.."
PGURL="${1:-postgres://postgres@127.0.0.1:5432/databank_bench}"
SQLITE="${TMPDIR:-/tmp}/databank-bench.sqlite"
CONNS="${CONNS:-64}" DURATION="${DURATION:-10}" PORT="${PORT:-18499}"
CLI=dist/src/cli.js
AC=node_modules/.bin/autocannon

node "$CLI" demo --database "$SQLITE" >/dev/null
node "$CLI" demo --database "$PGURL" >/dev/null

printf '| store | workers | request | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|---|---|\n'
for db in "$SQLITE" "$PGURL"; do
  store=$([[ "$db" == postgres* ]] && echo postgres || echo sqlite)
  for workers in 1 2; do
    for cache in 64 0; do
      LOG_LEVEL=warn LOG_REQUESTS=false DEMO_ON_EMPTY=false PAGE_CACHE_MB=$cache NODE_NO_WARNINGS=1 \
        node "$CLI" serve --database "$db" --workers "$workers" --port "$PORT" --host 127.0.0.1 &
      pid=$!
      until curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null; do sleep 0.2; done
      requests=("/api/core/references/?page=171")
      [ "$cache" = 64 ] && requests+=("/api/core/references/8000/")
      for path in "${requests[@]}"; do
        label="page 171$([ "$cache" = 0 ] && echo ' (no page cache)' || true)"
        [[ "$path" == */8000/ ]] && label="record 8000"
        curl -sf "http://127.0.0.1:$PORT$path" >/dev/null # warm
        "$AC" -c "$CONNS" -d "$DURATION" --json "http://127.0.0.1:$PORT$path" 2>/dev/null |
          node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const r=JSON.parse(s);
            console.log(`| ${process.argv[1]} | ${process.argv[2]} | ${process.argv[3]} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`)})' \
            "$store" "$workers" "$label"
      done
      kill "$pid"; wait "$pid" 2>/dev/null || true
    done
  done
done
rm -f "$SQLITE"
