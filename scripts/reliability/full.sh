#!/usr/bin/env bash
# `npm run test:reliability`: the reliability suite at the full counts of issue 10
# (docs/reliability.md) — 12 000 fuzzed requests, 200 SIGKILLs per crash point, 1 000 checkouts
# through a gateway failing 30 % of calls — on SQLite and on a throwaway PostgreSQL, then the
# scale-out and soak benches. Figures are printed as JSON lines; the benches write bench/*.json.
# RELIABILITY_ONLY=sqlite|postgres|benches runs one part.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/ensure-tools.sh
. scripts/pg-cluster.sh
trap pg_stop EXIT

only=${RELIABILITY_ONLY:-all}
export RELIABILITY_FULL=1
npm run --silent build
if [ "$only" = all ] || [ "$only" = sqlite ]; then
  echo "==> Reliability suite, full counts, SQLite"
  npx vitest run --project server test/reliability
fi
if [ "$only" = all ] || [ "$only" = postgres ] || [ "$only" = benches ]; then
  pg_start
fi
if [ "$only" = all ] || [ "$only" = postgres ]; then
  echo "==> Reliability suite, full counts, PostgreSQL"
  npx vitest run --project server test/reliability
fi
if [ "$only" = all ] || [ "$only" = benches ]; then
  echo "==> Scale-out: two instances on one PostgreSQL"
  node bench/scale-out.bench.mjs
  echo "==> Soak: 60 s at 200 connections"
  node bench/soak.bench.mjs
fi
