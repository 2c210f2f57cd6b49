import { describe, expect, it } from 'vitest';
import { newPageFill, pageFillFrom } from './page-fill';

describe('the page cache fill header', () => {
  it('is honoured with this process’s secret, and gives the fill’s nonce and token stand-in', () => {
    const fill = newPageFill();
    expect(pageFillFrom(fill.header)).toEqual({ nonce: fill.nonce, formToken: fill.formToken });
    expect(fill.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(newPageFill().nonce).not.toBe(fill.nonce);
  });

  it('is ignored when anyone else sends one', () => {
    const [secret, nonce, token] = newPageFill().header.split(':');
    const lastChanged = secret!.slice(0, -1) + (secret!.endsWith('0') ? '1' : '0');
    for (const header of [
      `${lastChanged}:${nonce}:${token}`,
      null,
      '',
      `guess:${nonce}:${token}`,
      `${'0'.repeat(32)}:${nonce}:${token}`,
      `${newPageFill().header}:extra`,
      `${newPageFill().header.split(':')[0]}::${token}`,
    ])
      expect(pageFillFrom(header)).toBeNull();
  });
});
