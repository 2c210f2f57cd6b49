import { describe, expect, it } from 'vitest';
import {
  mailableTracking,
  pickTracking,
  trackingFromFormData,
  trackingFields,
  trackingFromPath,
} from './source-details';

describe('pickTracking', () => {
  it('keeps utm_* and source, trimmed', () => {
    expect(
      pickTracking(
        Object.entries({ utm_source: ' newsletter ', utm_campaign: 'spring', source: 'acme.example' }),
      ),
    ).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring', source: 'acme.example' });
  });

  it('drops other keys, bad key shapes, empty values and non-strings', () => {
    expect(
      pickTracking([
        ['q', 'robot'],
        ['utm_', 'x'],
        ['UTM_SOURCE', 'x'],
        ['utm_source2', 'x'],
        [`utm_${'a'.repeat(31)}`, 'x'],
        ['utm_medium', '   '],
        ['utm_term', 42],
        ['utm_content', { toString: () => 'x' }],
        ['__proto__', 'x'],
        ['source', null],
      ]),
    ).toEqual({});
  });

  it('cuts values to 500 characters and keeps the first of a repeated key', () => {
    const tracking = pickTracking([
      ['utm_source', 'x'.repeat(600)],
      ['utm_source', 'second'],
      ['utm_medium', ['first', 'second']],
    ]);
    expect(tracking.utm_source).toHaveLength(500);
    expect(tracking.utm_medium).toBe('first');
  });

  it('drops a value with a control character or broken text, and never cuts a character in two', () => {
    expect(
      pickTracking([
        ['utm_source', 'a\u0000b'],
        ['utm_medium', 'x\ny'],
        ['utm_campaign', '\ud83d'],
      ]),
    ).toEqual({});
    const long = `${'a'.repeat(499)}😀 tail`;
    expect(pickTracking([['utm_campaign', long]]).utm_campaign).toBe(`${'a'.repeat(499)}😀`);
  });

  it('keeps at most 20 keys', () => {
    const many = Array.from(
      { length: 40 },
      (_, i) => [`utm_k${'a'.repeat(i % 26)}_${i}`, 'v'] as [string, string],
    );
    expect(Object.keys(pickTracking(many)).length).toBeLessThanOrEqual(20);
  });
});

describe('trackingFromFormData', () => {
  it('reads the hidden tracking fields written by trackingFields', () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(trackingFields({ utm_source: 'jobs-board', source: 'host' })))
      data.append(name, value);
    data.append('firstName', 'Ada');
    data.append('tracking.utm_bad-key', 'x');
    data.append('tracking.utm_file', new File(['x'], 'x.txt'));
    expect(trackingFromFormData(data)).toEqual({ utm_source: 'jobs-board', source: 'host' });
  });

  it('is empty when the form carries no tracking', () => {
    const data = new FormData();
    data.append('firstName', 'Ada');
    data.append('tracking.utm_source', ' ');
    expect(trackingFromFormData(data)).toEqual({});
  });
});

describe('trackingFromPath', () => {
  it('reads the campaign in a page address and nothing else', () => {
    expect(trackingFromPath('/jobs/abc?draft=x.y&utm_source=linkedin&fbclid=1')).toEqual({
      utm_source: 'linkedin',
    });
    expect(trackingFromPath('/jobs/abc')).toEqual({});
    expect(trackingFromPath('/?utm_campaign=spring%202027')).toEqual({ utm_campaign: 'spring 2027' });
  });
});

describe('mailableTracking', () => {
  it('keeps the identifiers a campaign names itself by, and no free text', () => {
    expect(
      mailableTracking({
        utm_source: 'partner-page',
        utm_campaign: 'spring_2027',
        utm_content: 'newsletter.12',
        utm_term: 'Your account is locked, call +1 555 0100',
        source: 'x'.repeat(51),
      }),
    ).toEqual({ utm_source: 'partner-page', utm_campaign: 'spring_2027', utm_content: 'newsletter.12' });
  });
});
