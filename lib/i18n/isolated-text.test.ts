import { describe, expect, it } from 'vitest';
import { isolatedText } from './isolated-text';

describe('isolated text', () => {
  it('isolates a value in a right-to-left language only', () => {
    expect(isolatedText('ar', 'Developer C++')).toBe('\u2068Developer C++\u2069');
    expect(isolatedText('de', 'Developer C++')).toBe('Developer C++');
    expect(isolatedText('not-a-locale', 'Developer C++')).toBe('Developer C++');
  });

  it('leaves a web address as it is, so a mail client links all of it and nothing more', () => {
    expect(isolatedText('ar', 'https://jobs.example/ar/alerts/manage/m')).toBe(
      'https://jobs.example/ar/alerts/manage/m',
    );
  });
});
