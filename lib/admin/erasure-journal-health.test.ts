import { expect, it } from 'vitest';
import { erasureJournalText } from './erasure-journal-health';

it('says where the journal is, how many entries it missed, or that there is none', () => {
  expect(erasureJournalText('/var/lib/careers/site-erasures', 0)).toBe(
    'on, in /var/lib/careers/site-erasures',
  );
  expect(erasureJournalText('/mnt/erasures', 1)).toBe(
    'on, in /mnt/erasures; 1 entry could not be written since this instance started',
  );
  expect(erasureJournalText('/mnt/erasures', 3)).toMatch(/; 3 entries could not be written/);
  expect(erasureJournalText(null, 0)).toBe(
    'off: a restored backup would bring back what candidates deleted or stopped (ERASURE_JOURNAL_DIR)',
  );
  expect(
    erasureJournalText(
      '/mnt/erasures',
      0,
      'on 2026-11-28 00:45 UTC, a start brought the database up to date with it: 2 mails deleted',
    ),
  ).toBe(
    'on, in /mnt/erasures; on 2026-11-28 00:45 UTC, a start brought the database up to date with it: 2 mails deleted',
  );
});
