#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Works on a fresh machine: installs
# chromium and postgresql when missing (as root), runs the API suite on a throwaway PostgreSQL
# cluster and (on Node 24) on SQLite, and the Playwright journeys against the built app in Debian's
# Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure-tools.sh
. scripts/pg-cluster.sh
. scripts/node24.sh
trap pg_stop EXIT

started=$(date +%s)
step() {
  echo
  echo "==> $1"
  shift
  local from=$(date +%s)
  "$@"
  echo "==> took $(( $(date +%s) - from )) s"
}

# Two single-threaded checks side by side on the machine's cores; each one's output is printed
# whole when both are done, and either one failing fails the step.
parallel_pair() {
  local out1 out2 pid1 rc1=0 rc2=0
  out1=$(mktemp)
  out2=$(mktemp)
  bash -c "$1" >"$out1" 2>&1 &
  pid1=$!
  bash -c "$2" >"$out2" 2>&1 || rc2=$?
  wait "$pid1" || rc1=$?
  cat "$out1" "$out2"
  rm -f "$out1" "$out2"
  [ "$rc1" -eq 0 ] && [ "$rc2" -eq 0 ]
}

ensure_tools
step "Lint (ESLint + Prettier) and typecheck (tsc, strict), side by side" \
  parallel_pair "npm run --silent lint" "npm run --silent typecheck"
step "Unit tests (domain, contract, web) with domain coverage" \
  npx vitest run --project domain --project contract --project web --coverage
step "Build (web + server)" npm run --silent build
# The API suite runs once on each database, each time on another Node (decision 0239): PostgreSQL
# on the machine's Node, SQLite on Node 24, which the Docker image runs and which loads the other
# SQLite driver (decision 0096). Node 20's driver serves the journeys' servers below.
pg_start
step "API tests on PostgreSQL" npx vitest run --project 'server*'
pg_stop
step "Unit and API tests (SQLite) on Node 24, the current LTS" node24_vitest --project domain --project contract --project 'server*'
step "End-to-end journeys (Playwright, Chromium)" npx playwright test -c e2e/playwright.config.ts

echo
echo "==> All checks passed in $(( $(date +%s) - started )) s"
