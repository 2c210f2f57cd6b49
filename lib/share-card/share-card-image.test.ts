import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFonts } from './card-fonts';
import { drawableText } from './drawable-text';
import { shareCardPng } from './share-card-image';
import { inkBox } from './test-support/png-ink';

/** A PNG's width and height, from its header chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Every request the card's renderer makes beyond its own WebAssembly (data: URLs): there must be none. */
function fetchesLeavingTheMachine(): string[] {
  const fetched: string[] = [];
  const ownFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('data:')) return ownFetch(input, init);
    fetched.push(url);
    throw new Error('the card must not fetch');
  });
  return fetched;
}

describe('the share card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws Polish, German and French with its own fonts, never fetching a glyph or an emoji', async () => {
    const fetched = fetchesLeavingTheMachine();
    const fonts = await cardFonts();
    const draw = (text: string) => drawableText(text, fonts.draws);
    const png = await shareCardPng(
      {
        heading: draw('Kariera w Acme Robotics'),
        // Long enough to be cut at three lines: the ellipsis drawn then is the fonts' own too.
        title: draw(
          `🚀 Specjalista ds. sprzedaży – Łódź (m/w/d) ✨ ${'i obsługi klientów kluczowych '.repeat(6)}`,
        ),
        facts: draw('Größe · Ingénieure · 20 000–25 000 zł miesięcznie'),
        host: draw('careers.acme.example'),
        accentColor: '#1f5fbf',
        direction: 'ltr',
      },
      fonts,
    );
    expect(fetched).toEqual([]);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('draws an Arabic card right to left, a title in Latin letters on it too, never fetching a glyph', async () => {
    const fetched = fetchesLeavingTheMachine();
    const fonts = await cardFonts();
    const draw = (text: string) => drawableText(text, fonts.draws);
    const content = {
      heading: draw('الوظائف في Acme Robotics'),
      title: draw(`مهندس برمجيات أول (برلين) لا ${'للروبوتات في فريق Data Platform '.repeat(4)}`),
      facts: draw('Amsterdam، هولندا · في مقر العمل · 58.000–73.000 € سنويًا'),
      host: draw('careers.acme.example'),
    };
    // Every line is drawn: none is left out for want of a glyph.
    expect(Object.values(content).every(Boolean)).toBe(true);
    for (const title of [content.title, 'Marketing Operations Analyst']) {
      const png = await shareCardPng({ ...content, title, accentColor: '#1f5fbf', direction: 'rtl' }, fonts);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
    expect(fetched).toEqual([]);
  });

  it('draws a title in Hebrew, right to left from the card’s side, never fetching a glyph', async () => {
    const fetched = fetchesLeavingTheMachine();
    const fonts = await cardFonts();
    const title = drawableText('מהנדס/ת תוכנה בכיר/ה (תל אביב) – צוות Data Platform', fonts.draws);
    expect(title).toBeDefined();
    const png = await shareCardPng({ title, accentColor: '#1f5fbf', direction: 'ltr' }, fonts);
    expect(inkBox(png, 20, 630)!.left).toBeLessThan(100);
    expect(fetched).toEqual([]);
  });

  it('starts a right-to-left card at the right, and a left-to-right one at the left', async () => {
    const fonts = await cardFonts();
    const titled = (title: string, direction: 'ltr' | 'rtl') =>
      shareCardPng({ title, accentColor: '#1f5fbf', direction }, fonts);
    // Below the accent border: the title is the only ink. The card's padding is 72 px each side.
    const arabic = inkBox(await titled('مهندس برمجيات', 'rtl'), 20, 630)!;
    expect(arabic.right).toBeGreaterThan(1100);
    expect(arabic.left).toBeGreaterThan(600);
    // A Latin title keeps its own direction on the Arabic card, set to the card's side.
    const latinOnArabic = inkBox(await titled('Data Engineer', 'rtl'), 20, 630)!;
    expect(latinOnArabic.right).toBeGreaterThan(1100);
    const latin = inkBox(await titled('Data Engineer', 'ltr'), 20, 630)!;
    expect(latin.left).toBeLessThan(100);
    expect(latin.right).toBeLessThan(700);
    // An Arabic title on a Latin card reads right to left from the card's side, as a <bdi> in a heading.
    const arabicOnLatin = inkBox(await titled('مهندس برمجيات', 'ltr'), 20, 630)!;
    expect(arabicOnLatin.left).toBeLessThan(100);
    expect(arabicOnLatin.right).toBeLessThan(600);
  });

  it('draws the dots below the last Arabic line’s letters: في is not read as فى', async () => {
    const fonts = await cardFonts();
    const lowestInk = async (title: string) =>
      inkBox(await shareCardPng({ title, accentColor: '#1f5fbf', direction: 'rtl' }, fonts), 20, 630)!.bottom;
    // ي carries two dots below the line, ى none: the dots must not be cut off.
    expect(await lowestInk('مهندس في')).toBeGreaterThan((await lowestInk('مهندس فى')) + 8);
  });

  it('cuts a long Arabic title at its three rows, each within the card’s margins', async () => {
    const fonts = await cardFonts();
    // A title alone sits in the card's middle: its ink is its rows, 56 px × 1.15 apart (past 60 letters).
    const line = 56 * 1.15;
    for (const words of ['مهندس برمجيات أول للروبوتات في فريق Data Platform ', 'ذكاء اصطناعي، تعلم آلي · ']) {
      const title = words.repeat(12);
      const png = await shareCardPng({ title, accentColor: '#1f5fbf', direction: 'rtl' }, fonts);
      const box = inkBox(png, 20, 630)!;
      expect(box.bottom - box.top).toBeGreaterThan(2.5 * line);
      expect(box.bottom - box.top).toBeLessThan(3.5 * line);
      // The card's padding is 72 px each side: rows are set from the right one and never reach the left.
      expect(box.right).toBeGreaterThan(1100);
      expect(box.left).toBeGreaterThanOrEqual(72);
    }
  });

  it('has every joined Arabic letter form it draws in each of its weights', async () => {
    const fonts = await cardFonts();
    const forms = Array.from({ length: 0xfefc - 0xfe80 + 1 }, (_, offset) => 0xfe80 + offset);
    expect(forms.filter((code) => !fonts.draws(code)).map((code) => code.toString(16))).toEqual([]);
  });
});

describe('drawableText', () => {
  const latinOnly = (code: number) => code < 0x250;

  it('leaves out symbols the fonts lack and keeps the words', () => {
    expect(drawableText('🚀  Rocket\nEngineer ✨', latinOnly)).toBe('Rocket Engineer');
  });

  it('leaves out a line whose letters the fonts lack, rather than half of it', () => {
    expect(drawableText('Engineer (مهندس)', latinOnly)).toBeUndefined();
    expect(drawableText('软件工程师', latinOnly)).toBeUndefined();
    expect(drawableText('🚀', latinOnly)).toBeUndefined();
    // Pay without its currency would be wrong pay.
    expect(drawableText('Pune · ₹1,200,000 per year', latinOnly)).toBeUndefined();
  });

  it('composes letters first, so a decomposed é counts as the é the fonts have', () => {
    expect(drawableText('Inge\u0301nieure', latinOnly)).toBe('Ingénieure');
  });
});
