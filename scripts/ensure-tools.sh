#!/usr/bin/env bash
# Makes sure the system tools the test suite needs are present: Debian's chromium (browser tests),
# postgresql (the PostgreSQL API suite) and poppler-utils (pdfinfo, pdftotext and pdffonts check
# the invoice PDFs).
# Installs them with apt-get when running as root; otherwise stops with a one-line instruction.
# Sourced by scripts/test-all.sh.

CHROMIUM_BIN=${CHROMIUM_BIN:-/usr/bin/chromium}

pg_bin_dir() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

ensure_tools() {
  local missing=()
  [ -x "$CHROMIUM_BIN" ] || missing+=(chromium)
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
