import type { ErasureJournal } from '../erasure-journal/erasure-journal';
import type { JournalEntry } from '../erasure-journal/journal-lines';

/** An erasure journal that keeps what it is given, for tests that check what a deletion wrote down. */
export function recordingJournal(): ErasureJournal & { recorded: JournalEntry[] } {
  const recorded: JournalEntry[] = [];
  return {
    recorded,
    failures: 0,
    record: async (erasure) => void recorded.push(erasure),
  };
}
