import { expect, it } from 'vitest';
import { eraseOutcomeText, parseEraseOutcome } from './erase-outcome';

it('reads counts or a known reason from the address, and nothing else', () => {
  expect(parseEraseOutcome({ erased: '2.1.0' })).toEqual({
    kind: 'erased',
    applications: 2,
    mails: 1,
    alerts: 0,
  });
  expect(parseEraseOutcome({ refused: 'in_flight' })).toEqual({ kind: 'refused', reason: 'in_flight' });
  for (const params of [
    {},
    { erased: '2.1' },
    { erased: 'a@b.c' },
    { refused: '<script>' },
    { erased: ['1.1.1'] },
  ])
    expect(parseEraseOutcome(params)).toBeNull();
});

it('says what was erased in words, or why nothing was', () => {
  expect(eraseOutcomeText(parseEraseOutcome({ erased: '1.2.1' }))).toBe(
    'Erased 1 application, 2 emails and 1 job alert.',
  );
  expect(eraseOutcomeText(parseEraseOutcome({ erased: '0.0.0' }))).toBe(
    'This site kept nothing for that address.',
  );
  expect(eraseOutcomeText(parseEraseOutcome({ refused: 'unconfirmed' }))).toMatch(/^Nothing was erased/);
  expect(eraseOutcomeText(null)).toBe('');
});
