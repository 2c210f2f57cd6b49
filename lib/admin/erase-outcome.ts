/** What the erase page says after a request, read from its address (counts or a reason, never the email). */
export type EraseOutcome =
  | { kind: 'erased'; applications: number; mails: number; alerts: number }
  | { kind: 'refused'; reason: 'invalid' | 'unconfirmed' | 'in_flight' }
  | null;

const REASONS = ['invalid', 'unconfirmed', 'in_flight'] as const;

export function parseEraseOutcome(params: Record<string, string | string[] | undefined>): EraseOutcome {
  const erased =
    typeof params.erased === 'string' ? /^(\d{1,6})\.(\d{1,6})\.(\d{1,6})$/.exec(params.erased) : null;
  if (erased) return { kind: 'erased', applications: +erased[1]!, mails: +erased[2]!, alerts: +erased[3]! };
  const reason = REASONS.find((each) => each === params.refused);
  return reason ? { kind: 'refused', reason } : null;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 application, 2 emails and 0 job alerts": the page's words and the activity log's. */
export const erasedCountsText = (counts: { applications: number; mails: number; alerts: number }) =>
  `${count(counts.applications, 'application', 'applications')}, ${count(counts.mails, 'email', 'emails')} and ${count(counts.alerts, 'job alert', 'job alerts')}`;

export function eraseOutcomeText(outcome: EraseOutcome): string {
  if (!outcome) return '';
  if (outcome.kind === 'erased') {
    if (outcome.applications + outcome.mails + outcome.alerts === 0)
      return 'This site kept nothing for that address.';
    return `Erased ${erasedCountsText(outcome)}.`;
  }
  return {
    invalid: 'Enter the candidate’s email address.',
    unconfirmed: 'Nothing was erased: tick the box to confirm.',
    in_flight:
      'Nothing was erased: one of their applications is being sent to the platform this moment. Try again in a minute.',
  }[outcome.reason];
}
