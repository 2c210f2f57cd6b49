import { describe, expect, it } from 'vitest';
import { EnvError, readEmbedEnv } from './env';

describe('readEmbedEnv', () => {
  it('allows no origin by default', () => {
    expect(readEmbedEnv({})).toEqual({ EMBED_ALLOWED_ORIGINS: [] });
  });

  it('reads a comma-separated list of origins, ignoring spaces and empty entries', () => {
    expect(
      readEmbedEnv({ EMBED_ALLOWED_ORIGINS: ' https://www.acme.example , http://127.0.0.1:3301,' }),
    ).toEqual({ EMBED_ALLOWED_ORIGINS: ['https://www.acme.example', 'http://127.0.0.1:3301'] });
  });

  it.each([
    'https://www.acme.example/',
    'https://www.acme.example/careers',
    'www.acme.example',
    'javascript:alert(1)',
    "https://a.example 'unsafe-inline'",
    'https://a.example;script-src *',
    '*',
  ])('refuses %j, naming the variable', (value) => {
    const read = () => readEmbedEnv({ EMBED_ALLOWED_ORIGINS: value });
    expect(read).toThrow(EnvError);
    expect(read).toThrow(/EMBED_ALLOWED_ORIGINS/);
  });
});
