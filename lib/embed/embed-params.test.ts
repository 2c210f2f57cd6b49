import { describe, expect, it } from 'vitest';
import { embedQuery, frameQuery, parseEmbedParams } from './embed-params';

const allowed = ['https://www.acme.example', 'http://127.0.0.1:3301'];

describe('parseEmbedParams', () => {
  it('reads the host origin, the theme and the tracking', () => {
    const params = parseEmbedParams(
      new URLSearchParams(
        'origin=https%3A%2F%2Fwww.acme.example&accent=%23112233&radius=8&utm_source=newsletter&q=robot',
      ),
      allowed,
    );
    expect(params).toEqual({
      hostOrigin: 'https://www.acme.example',
      theme: { accent: '#112233', radius: 8 },
      tracking: { utm_source: 'newsletter' },
    });
  });

  it('takes a host origin only when it is allowed, exactly', () => {
    for (const origin of [
      'https://evil.example',
      'https://www.acme.example/',
      'https://WWW.acme.example',
      '*',
    ]) {
      expect(parseEmbedParams({ origin }, allowed).hostOrigin).toBeUndefined();
    }
    expect(parseEmbedParams({ origin: 'http://127.0.0.1:3301' }, []).hostOrigin).toBeUndefined();
  });

  it('reads page props (repeated values: the first wins) and never throws on junk', () => {
    expect(
      parseEmbedParams({ accent: ['#000000', '#ffffff'], radius: 'x', utm_medium: ['a', 'b'] }, allowed),
    ).toEqual({ theme: { accent: '#000000' }, tracking: { utm_medium: 'a' } });
    expect(parseEmbedParams({ font: ['}'], origin: undefined }, allowed)).toEqual({
      theme: {},
      tracking: {},
    });
  });
});

describe('embedQuery', () => {
  it('gives the validated values back as pairs to carry in links', () => {
    const params = parseEmbedParams(
      { origin: 'http://127.0.0.1:3301', font: 'serif', utm_source: 'x', source: 'y', page: '2' },
      allowed,
    );
    expect(embedQuery(params)).toEqual([
      ['origin', 'http://127.0.0.1:3301'],
      ['font', 'serif'],
      ['utm_source', 'x'],
      ['source', 'y'],
    ]);
  });

  it('carries the employer’s language when the site speaks it, and only then', () => {
    const french = parseEmbedParams({ lang: 'fr', q: 'x' }, allowed);
    expect(french.lang).toBe('fr');
    expect(embedQuery(french)).toEqual([['lang', 'fr']]);
    for (const lang of ['it', 'FR', 'fr-CA', '', '../en'])
      expect(embedQuery(parseEmbedParams({ lang }, allowed))).toEqual([]);
  });
});

describe('the console’s preview mark', () => {
  it('is kept on every link inside the preview, and after an application in it', () => {
    const preview = parseEmbedParams(new URLSearchParams('accent=%23112233&preview=1'), allowed);
    expect(preview.preview).toBe(true);
    expect(embedQuery(preview)).toEqual([
      ['accent', '#112233'],
      ['preview', '1'],
    ]);
    expect(frameQuery(preview)).toBe('accent=%23112233&preview=1');
    for (const value of ['0', 'yes', ''])
      expect(parseEmbedParams({ preview: value }, allowed)).not.toHaveProperty('preview');
  });
});

describe('frameQuery', () => {
  it('keeps the frame’s host, look and language, not its campaign nor anything else', () => {
    const params = parseEmbedParams(
      new URLSearchParams(
        'origin=https%3A%2F%2Fwww.acme.example&accent=%23112233&lang=de&utm_source=mail&source=x&q=robot&next=%2F%2Fevil.example',
      ),
      allowed,
    );
    expect(frameQuery(params)).toBe('origin=https%3A%2F%2Fwww.acme.example&accent=%23112233&lang=de');
    expect(frameQuery(parseEmbedParams({ origin: 'https://evil.example', radius: '99' }, allowed))).toBe('');
  });
});
