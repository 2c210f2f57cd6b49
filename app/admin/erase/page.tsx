import type { Metadata } from 'next';
import { eraseOutcomeText, parseEraseOutcome } from '@/lib/admin/erase-outcome';
import { requireAdmin } from '@/lib/admin/require-admin';
import { eraseCandidateAction } from './actions';

export const metadata: Metadata = { title: 'Erase a candidate’s data' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ErasePage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin('/admin/erase');
  const outcome = parseEraseOutcome(await searchParams);
  return (
    <>
      <h1>Erase a candidate&rsquo;s data</h1>
      <p>
        When someone asks to be forgotten, this deletes what this site keeps for their email address: their
        applications with their answers and files (their status links stop working), every email sent to them,
        and their job alerts. It cannot be undone.
      </p>
      <p>
        The recruiting platform keeps its own copy of each application that was delivered: erase the candidate
        there too. &ldquo;Finish later&rdquo; drafts cannot be found by address; they are deleted within a
        week.
      </p>
      <p
        role="status"
        className={
          outcome ? `admin-notice${outcome.kind === 'refused' ? ' admin-notice-error' : ''}` : undefined
        }
      >
        {eraseOutcomeText(outcome)}
      </p>
      <form action={eraseCandidateAction} className="admin-panel">
        <div className="admin-filters">
          <label>
            Candidate&rsquo;s email address
            {/* Text, not type="email": the browser refuses addresses the apply form took ("josé@…"). */}
            <input
              type="text"
              inputMode="email"
              name="email"
              required
              maxLength={254}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </label>
        </div>
        <div className="admin-filters admin-choices">
          <label>
            <input type="checkbox" name="confirm" required /> I understand this deletes their data from this
            site for good
          </label>
        </div>
        <button type="submit" className="admin-button">
          Erase their data
        </button>
      </form>
    </>
  );
}
