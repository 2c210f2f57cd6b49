import { Redis } from 'ioredis';

export type { Redis };

/**
 * A Redis connection for state several instances share. Commands fail within `commandTimeoutMs` when
 * Redis is away, rather than queueing until it returns, so callers can fall back to local state at once;
 * the client keeps reconnecting in the background.
 */
export function connectRedis(url: string, options: { commandTimeoutMs?: number; name?: string } = {}): Redis {
  const redis = new Redis(url, {
    commandTimeout: options.commandTimeoutMs ?? 500,
    maxRetriesPerRequest: 1,
    connectionName: options.name,
    // Reconnect quickly at first, then every 2 s: an outage should end without anyone restarting us.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  // Without a listener ioredis logs every failed reconnect itself; the users of the connection say what it means.
  redis.on('error', () => {});
  return redis;
}

/** Redis's own clock in milliseconds: one clock for every instance, whatever their drift. */
export const redisNowLua = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;
