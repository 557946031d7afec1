#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 for one test run. Sourced by scripts/test-all.sh:
# `pg_start` exports TEST_DATABASE_URL, `pg_stop` stops the server and deletes its files.

PG_DIR=""
PG_AS=()

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

pg_start() {
  local bin port
  bin=$(pg_bin_dir)
  port=$(free_port)
  PG_DIR=$(mktemp -d /tmp/halyard-pg.XXXXXX)
  mkdir -p "$PG_DIR/sock"
  if [ "$(id -u)" -eq 0 ]; then
    # initdb refuses to run as root; the Debian package creates the postgres user.
    chown -R postgres "$PG_DIR"
    PG_AS=(runuser -u postgres --)
  fi
  chmod 700 "$PG_DIR"
  "${PG_AS[@]}" "$bin/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$PG_DIR/initdb.log"
  "${PG_AS[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_DIR/sock -c fsync=off -c max_connections=300" start >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "==> PostgreSQL $("$bin/postgres" --version | awk '{print $3}') running on 127.0.0.1:$port (throwaway)"
}

pg_stop() {
  [ -n "$PG_DIR" ] || return 0
  "${PG_AS[@]}" "$(pg_bin_dir)/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  PG_DIR=""
  # Later steps run on SQLite again.
  unset TEST_DATABASE_URL
}
