import { describe, expect, it } from 'vitest';
import { readableHost } from './readable-host';

describe('readableHost', () => {
  it('names the host in its own letters, without scheme or path', () => {
    expect(readableHost('https://karriere.müller.de/')).toBe('karriere.müller.de');
    expect(readableHost('https://careers.acme.example')).toBe('careers.acme.example');
    expect(readableHost('http://localhost:3000')).toBe('localhost:3000');
  });
});
