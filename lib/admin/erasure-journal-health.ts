/**
 * The health page's line on the erasure journal (lib/careers/erasure-journal): where candidates' requests
 * (deletions, withdrawals, mail choices) and what went out are written down, and whether any could not
 * be, or that none are, so a restore would undo or repeat them.
 */
export function erasureJournalText(
  dir: string | null,
  failures: number,
  lastRepeat: string | null = null,
): string {
  if (!dir)
    return 'off: a restored backup would bring back what candidates deleted or stopped (ERASURE_JOURNAL_DIR)';
  const written =
    failures === 0
      ? `on, in ${dir}`
      : `on, in ${dir}; ${failures} ${failures === 1 ? 'entry' : 'entries'} could not be written since this instance started`;
  // After a restore, staff can see here that the start took care of it.
  return lastRepeat ? `${written}; ${lastRepeat}` : written;
}
