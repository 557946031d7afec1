#!/usr/bin/env bash
# Node.js 24 (current LTS) for the unit suites and the API suite on SQLite (issue 20 item 3,
# decision 0239), so a regression on the current LTS fails `npm test`. Sourced by
# scripts/test-all.sh. The npm registry ships Node binaries as the `node` package: `npx -y node@24`
# brings one with no other network.
# SQLite on Node ≥ 22 loads better-sqlite3 13 (Node-API, prebuilt; decision 0096), so nothing is
# compiled for this run.

NODE24_BIN=""

node24_prepare() {
  NODE24_BIN=$(npx -y node@24 -p process.execPath)
  echo "==> Node $("$NODE24_BIN" --version) at $NODE24_BIN"
}

# Runs vitest under Node 24 with the given arguments.
node24_vitest() {
  [ -n "$NODE24_BIN" ] || node24_prepare
  "$NODE24_BIN" node_modules/vitest/vitest.mjs run "$@"
}
