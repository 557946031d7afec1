#!/usr/bin/env bash
# Makes sure the system tools the test suite needs are present: Debian's chromium-headless-shell
# (the journeys, decision 0242), chromium (the Lighthouse and main-thread benches), postgresql (the
# PostgreSQL API suite) and poppler-utils (pdfinfo, pdftotext and pdffonts check the invoice PDFs).
# Installs them with apt-get when running as root; otherwise stops with a one-line instruction.
# Sourced by scripts/test-all.sh.

CHROMIUM_BIN=${CHROMIUM_BIN:-/usr/bin/chromium}
HEADLESS_SHELL_BIN=/usr/bin/chromium-headless-shell

pg_bin_dir() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

ensure_tools() {
  local missing=()
  [ -x "$CHROMIUM_BIN" ] || missing+=(chromium)
  [ -x "$HEADLESS_SHELL_BIN" ] || missing+=(chromium-headless-shell)
  local pgbin
  pgbin=$(pg_bin_dir)
  { [ -n "$pgbin" ] && [ -x "$pgbin/initdb" ]; } || missing+=(postgresql)
  command -v pdfinfo >/dev/null 2>&1 || missing+=(poppler-utils)
  [ ${#missing[@]} -eq 0 ] && return 0

  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' and try again." >&2
    exit 1
  fi
  echo "==> Installing ${missing[*]} with apt-get (first run on this machine)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
