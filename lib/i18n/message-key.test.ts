import { describe, expect, it } from 'vitest';
import { messageKey, readMessageKey, valuesIn } from './message-key';

describe('message keys', () => {
  it('carry a key and its values through one string', () => {
    expect(readMessageKey(messageKey('errors.required'))).toEqual({ key: 'errors.required' });
    expect(readMessageKey(messageKey('errors.tooManyEntries', { max: 100 }))).toEqual({
      key: 'errors.tooManyEntries',
      values: { max: 100 },
    });
    // Namespaces are camel-cased like their files (messages/en/pageError.json).
    expect(readMessageKey(messageKey('pageError.unsent'))).toEqual({ key: 'pageError.unsent' });
  });

  it('are not found in ordinary text', () => {
    for (const text of [
      'Expected string, received number',
      'errors.',
      '',
      'errors.required|{broken',
      'a.b|null',
    ])
      expect(readMessageKey(text)).toBeNull();
  });

  it('word alternatives the way the page’s language says "or"', () => {
    const values = readMessageKey(
      messageKey('errors.fileType', { types: { anyOf: ['PDF', 'DOC', 'PNG'] }, max: 2 }),
    )?.values;
    expect(valuesIn('de', values)).toEqual({ types: 'PDF, DOC oder PNG', max: 2 });
    expect(valuesIn('pl', values)).toEqual({ types: 'PDF, DOC lub PNG', max: 2 });
    expect(valuesIn('ar', values)).toEqual({ types: 'PDF أو DOC أو PNG', max: 2 });
    expect(valuesIn('en', undefined)).toBeUndefined();
  });
});
