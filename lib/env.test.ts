import { describe, expect, it } from 'vitest';
import { EnvError, readPlatformEnv } from './env';

describe('readPlatformEnv', () => {
  it('gives the documented defaults', () => {
    expect(readPlatformEnv({})).toMatchObject({
      PLATFORM_PORT: 4010,
      PLATFORM_DATA_DIR: '.data/platform',
      PLATFORM_RATE_ALGORITHM: 'sliding-window',
      PLATFORM_LIMITS: true,
      PLATFORM_REPORT_INTERVAL_S: 60,
      PLATFORM_LATENCY_MS: { minMs: 0, maxMs: 0 },
    });
  });

  it('parses latency as a fixed delay or a range, and flags', () => {
    expect(readPlatformEnv({ PLATFORM_LATENCY_MS: '50-400', PLATFORM_LIMITS: 'false' })).toMatchObject({
      PLATFORM_LATENCY_MS: { minMs: 50, maxMs: 400 },
      PLATFORM_LIMITS: false,
    });
  });

  it('treats empty strings as unset', () => {
    expect(readPlatformEnv({ PLATFORM_PORT: '' }).PLATFORM_PORT).toBe(4010);
  });

  it('stops with a message that names every bad variable', () => {
    const read = () =>
      readPlatformEnv({
        PLATFORM_PORT: 'http',
        PLATFORM_RATE_ALGORITHM: 'leaky',
        PLATFORM_LATENCY_MS: '400-50',
      });
    expect(read).toThrow(EnvError);
    expect(read).toThrow(/PLATFORM_PORT/);
    expect(read).toThrow(/PLATFORM_RATE_ALGORITHM/);
    expect(read).toThrow(/PLATFORM_LATENCY_MS/);
  });
});
