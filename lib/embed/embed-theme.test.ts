import { describe, expect, it } from 'vitest';
import { parseEmbedTheme, themeQuery, themeStyle } from './embed-theme';

describe('parseEmbedTheme', () => {
  it('keeps a colour, a font and a radius', () => {
    expect(parseEmbedTheme({ accent: '#AA3300', font: 'Open  Sans', radius: '12' })).toEqual({
      accent: '#aa3300',
      font: 'Open Sans',
      radius: 12,
    });
    expect(parseEmbedTheme({ font: 'serif', radius: '0' })).toEqual({ font: 'serif', radius: 0 });
  });

  it.each([
    ['accent', 'red'],
    ['accent', '#abc'],
    ['accent', '#aabbcc; background: url(https://evil.example/x)'],
    ['accent', 'var(--x)'],
    ['font', 'Arial; color: red'],
    ['font', '"Arial"'],
    ['font', "x'}body{display:none}"],
    ['font', 'url(https://evil.example/font.woff)'],
    ['font', 'Comic Sans</style><script>alert(1)</script>'],
    ['font', 'a'.repeat(41)],
    ['radius', '25'],
    ['radius', '-1'],
    ['radius', '4.5'],
    ['radius', '8px'],
    ['radius', '1e1;x:y'],
  ])('drops the hostile or out-of-range %s %j', (key, value) => {
    expect(parseEmbedTheme({ [key]: value })).toEqual({});
  });

  it('ignores missing values', () => {
    expect(parseEmbedTheme({})).toEqual({});
  });
});

describe('themeStyle', () => {
  it('sets the accent with readable button text, links and a visible focus ring', () => {
    expect(themeStyle({ accent: '#ffd400' })).toEqual({
      '--accent': '#ffd400',
      '--on-accent': '#111111',
      '--link': '#1b1f24',
      '--focus': '#1b1f24',
    });
    expect(themeStyle({ accent: '#003366' })).toMatchObject({
      '--on-accent': '#ffffff',
      '--link': '#003366',
      '--focus': '#003366',
    });
  });

  it('quotes a named font, leaves generic ones bare, and falls back to the site font', () => {
    expect(themeStyle({ font: 'Open Sans' })['--embed-font']).toBe(
      '"Open Sans", var(--font-sans), system-ui, sans-serif',
    );
    expect(themeStyle({ font: 'serif' })['--embed-font']).toMatch(/^serif, /);
  });

  it('gives the radius in pixels and nothing for an empty theme', () => {
    expect(themeStyle({ radius: 0 })).toEqual({ '--radius': '0px' });
    expect(themeStyle({})).toEqual({});
  });
});

describe('themeQuery', () => {
  it('lists the theme in a fixed order', () => {
    expect(themeQuery({ radius: 4, accent: '#000000', font: 'serif' })).toEqual([
      ['accent', '#000000'],
      ['font', 'serif'],
      ['radius', '4'],
    ]);
  });
});
