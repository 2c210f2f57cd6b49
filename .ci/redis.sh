#!/usr/bin/env bash
# Starts a throwaway Redis for the tests that need one (REDIS_URL), and prints its URL.
# Prints nothing (and CI goes on without Redis, those tests skipping) if it cannot be had here.
# Stop it with: redis-cli -p 56379 shutdown nosave (the `.ci/run` trap does).
set -u
PORT=56379
if ! command -v redis-server >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq redis-server >/dev/null 2>&1 ||
    { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq redis-server >/dev/null 2>&1; } ||
    exit 0
fi
DIR=$(mktemp -d /tmp/ci-redis.XXXXXX)
# No persistence: the tests own what is in it, and a throwaway server needs no disk.
redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$DIR" \
  --daemonize yes --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log" >/dev/null 2>&1 || exit 0
for _ in $(seq 1 50); do
  redis-cli -p "$PORT" ping >/dev/null 2>&1 && break
  sleep 0.1
done
redis-cli -p "$PORT" ping >/dev/null 2>&1 || exit 0
echo "$DIR" >/tmp/ci-redis.dir
echo "redis://127.0.0.1:$PORT"
