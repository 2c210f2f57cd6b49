/**
 * The shared budgets as Lua scripts, so each decision is one atomic step in Redis whatever the number
 * of instances. Time is Redis's own clock (TIME), so instances' clock drift cannot widen the window.
 *
 * Keys per credential: `rate:<endpoint>` a sorted set of send times (sliding log), `conc` and
 * `conc:<endpoint>` sorted sets of permits in flight scored by their expiry (a killed instance's permits
 * lapse), `state:<endpoint>` a hash of what the platform's headers taught us (limit, concurrency, pause).
 */

const now = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

/**
 * KEYS: rate, conc, conc:<endpoint>, state:<endpoint>.
 * ARGV: permit id, window ms, default limit, credential concurrency, endpoint concurrency, permit lease ms.
 * Returns {1, 0} when granted, {0, ms} to try again after ms, {0, -1} when waiting for a release.
 */
export const acquireScript = `${now}
-- A 429 the log did not predict widens the window for everyone (arrivals jitter more than we allowed).
local window = tonumber(ARGV[2]) + tonumber(redis.call('HGET', KEYS[4], 'margin') or '0')
local limit = tonumber(redis.call('HGET', KEYS[4], 'limit') or ARGV[3])
local paused = tonumber(redis.call('HGET', KEYS[4], 'pausedUntil') or '0')
if paused > now then return {0, paused - now} end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
local conc = tonumber(ARGV[4])
-- The headers may lower an endpoint's cap, never raise it above the published one.
local endpointConc = math.min(conc, tonumber(ARGV[5]), tonumber(redis.call('HGET', KEYS[4], 'concurrency') or ARGV[5]))
if redis.call('ZCARD', KEYS[2]) >= conc or redis.call('ZCARD', KEYS[3]) >= endpointConc then return {0, -1} end
local used = redis.call('ZCARD', KEYS[1])
if used >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], used - limit, used - limit, 'WITHSCORES')
  return {0, math.max(1, tonumber(oldest[2]) + window - now)}
end
-- Evenly spaced sends across the cluster: no burst for the platform to count in one window.
local last = tonumber(redis.call('HGET', KEYS[4], 'lastSend') or '0')
local gap = math.floor(window / limit)
if last + gap > now then return {0, last + gap - now} end
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], window * 2)
redis.call('HSET', KEYS[4], 'lastSend', now)
redis.call('PEXPIRE', KEYS[4], 3600000)
local lease = tonumber(ARGV[6])
redis.call('ZADD', KEYS[2], now + lease, ARGV[1])
redis.call('ZADD', KEYS[3], now + lease, ARGV[1])
redis.call('PEXPIRE', KEYS[2], lease * 2)
redis.call('PEXPIRE', KEYS[3], lease * 2)
return {1, 0}
`;

/**
 * KEYS: conc, conc:<endpoint>, state:<endpoint>.
 * ARGV: permit id, observed limit (or ''), observed endpoint concurrency (or ''), pause ms after a 429 (or '').
 * A 429 doubles the shared margin on the window (once per window, at most 200 ms); every clean answer
 * narrows it by 1 ms.
 */
export const releaseScript = `${now}
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
if ARGV[2] ~= '' then redis.call('HSET', KEYS[3], 'limit', ARGV[2]) end
if ARGV[3] ~= '' then redis.call('HSET', KEYS[3], 'concurrency', ARGV[3]) end
if ARGV[4] ~= '' then
  local pauseEnd = now + tonumber(ARGV[4])
  local paused = tonumber(redis.call('HGET', KEYS[3], 'pausedUntil') or '0')
  if pauseEnd > paused then redis.call('HSET', KEYS[3], 'pausedUntil', pauseEnd) end
  -- One widening per collision, however many requests it refused.
  local widenedAt = tonumber(redis.call('HGET', KEYS[3], 'widenedAt') or '0')
  if now - widenedAt > 1000 then
    local margin = tonumber(redis.call('HGET', KEYS[3], 'margin') or '0')
    redis.call('HSET', KEYS[3], 'margin', math.min(200, math.max(25, margin * 2)), 'widenedAt', now)
  end
else
  local margin = tonumber(redis.call('HGET', KEYS[3], 'margin') or '0')
  if margin > 0 then redis.call('HSET', KEYS[3], 'margin', math.max(0, margin - 1)) end
end
return 1
`;

/**
 * KEYS: conc, conc:<endpoint>. ARGV: lease ms, then the ids of this instance's permits still in flight on
 * that endpoint. Keeps a long request's permits from lapsing while it is still under way.
 */
export const renewScript = `${now}
for i = 2, #ARGV do
  redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i])
  redis.call('ZADD', KEYS[2], 'XX', now + tonumber(ARGV[1]), ARGV[i])
end
return 1
`;
