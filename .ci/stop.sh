#!/usr/bin/env bash
# Stops the throwaway servers .ci/postgres.sh and .ci/redis.sh started: `stop.sh postgres redis`.
set -u
for what in "$@"; do
  case "$what" in
  postgres)
    if [ -f /tmp/ci-postgres.dir ]; then
      dir=$(cat /tmp/ci-postgres.dir)
      runuser -u postgres -- "$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
      rm -rf "$dir" /tmp/ci-postgres.dir
    fi
    ;;
  redis)
    if [ -f /tmp/ci-redis.dir ]; then
      dir=$(cat /tmp/ci-redis.dir)
      [ -f "$dir/redis.pid" ] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
      rm -rf "$dir" /tmp/ci-redis.dir
    fi
    ;;
  esac
done
