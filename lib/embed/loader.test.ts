import { readFileSync } from 'node:fs';
import { Script } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('../../public/embed.js', import.meta.url));

describe('public/embed.js', () => {
  it('is at most 3 kB gzip', () => {
    const size = gzipSync(source, { level: 9 }).length;
    expect(size).toBeLessThanOrEqual(3 * 1024);
  });

  it('is one plain script with no imports or dependencies', () => {
    const text = source.toString('utf8');
    expect(() => new Script(text)).not.toThrow();
    expect(text).not.toMatch(/\bimport\s*[({'"a-zA-Z]|\brequire\(/);
  });

  it('posts nothing to "*" and checks where every message comes from', () => {
    const text = source.toString('utf8');
    expect(text).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    expect(text).toContain('event.origin !== siteOrigin');
    expect(text).toContain('event.source !== embed.frame.contentWindow');
  });
});
