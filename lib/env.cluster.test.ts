import { describe, expect, it } from 'vitest';
import { EnvError, readClusterEnv } from './env';

describe('readClusterEnv', () => {
  it('without REDIS_URL the site is one instance', () => {
    expect(readClusterEnv({})).toEqual({});
  });

  it('takes redis:// and rediss:// URLs and an instance name', () => {
    expect(readClusterEnv({ REDIS_URL: 'rediss://cache.internal:6380/0', INSTANCE_NAME: 'site-2' })).toEqual({
      REDIS_URL: 'rediss://cache.internal:6380/0',
      INSTANCE_NAME: 'site-2',
    });
  });

  it('refuses another scheme or a name with spaces, naming each', () => {
    const read = () => readClusterEnv({ REDIS_URL: 'http://cache', INSTANCE_NAME: 'site two' });
    expect(read).toThrow(EnvError);
    expect(read).toThrow(/REDIS_URL: expected a redis:\/\/ or rediss:\/\/ URL[\s\S]*INSTANCE_NAME/);
  });
});
