#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the tests that also run against a real Postgres, and prints its URL.
# Prints nothing (and CI goes on without Postgres, those tests skipping) if it cannot be had here.
set -u
PORT=54329
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq postgresql >/dev/null 2>&1 ||
    { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq postgresql >/dev/null 2>&1; } ||
    exit 0
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
id postgres >/dev/null 2>&1 || exit 0
DIR=$(mktemp -d /tmp/ci-postgres.XXXXXX)
chown postgres "$DIR"
as_postgres() { runuser -u postgres -- "$@"; }
as_postgres "$BIN/initdb" -D "$DIR/data" -A trust -U postgres >"$DIR/initdb.log" 2>&1 || exit 0
as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null 2>&1 || exit 0
as_postgres "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres careers_test >/dev/null 2>&1 || exit 0
echo "$DIR" >/tmp/ci-postgres.dir
echo "postgres://postgres@127.0.0.1:$PORT/careers_test"
