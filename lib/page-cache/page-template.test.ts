import { describe, expect, it } from 'vitest';
import { filledTemplate, pageTemplate } from './page-template';

const fill = { nonce: 'n0nce', formToken: 'pagecacheT0ken' };

describe('a cached page cut at its stand-ins', () => {
  it('gives each copy its own nonce and form token, everywhere they stood', () => {
    const template = pageTemplate(
      '<script nonce="n0nce"></script><input value="pagecacheT0ken"><script nonce="n0nce">',
      fill,
    );
    expect(filledTemplate(template, { nonce: 'A', formToken: 'B' })).toBe(
      '<script nonce="A"></script><input value="B"><script nonce="A">',
    );
    expect(template.holes).toEqual(['nonce', 'formToken', 'nonce']);
  });

  it('leaves a page without stand-ins as it was, at either end too', () => {
    expect(filledTemplate(pageTemplate('plain', fill), { nonce: 'A', formToken: 'B' })).toBe('plain');
    expect(filledTemplate(pageTemplate('n0nce', fill), { nonce: 'A', formToken: 'B' })).toBe('A');
    expect(filledTemplate(pageTemplate('', fill), { nonce: 'A', formToken: 'B' })).toBe('');
  });

  it('takes stand-ins literally, never as patterns', () => {
    const template = pageTemplate('a.b a+b', { nonce: 'a.b', formToken: 'a+b' });
    expect(filledTemplate(template, { nonce: 'X', formToken: 'Y' })).toBe('X Y');
    expect(
      filledTemplate(pageTemplate('axb', { nonce: 'a.b', formToken: 'zz' }), { nonce: 'X', formToken: 'Y' }),
    ).toBe('axb');
  });
});
