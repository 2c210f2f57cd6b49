'use client';

import { useActionState } from 'react';
import { initialRetryState, type RetryState } from '@/lib/admin/retry-state';

type RetryAction = (prev: RetryState, formData: FormData) => Promise<RetryState>;

/** One row's retry; a plain form post without JavaScript, an announced result with it. */
export function RetryButton({
  id,
  label,
  returnTo,
  action,
}: {
  id: string;
  label: string;
  returnTo: string;
  action: RetryAction;
}) {
  const [state, formAction, pending] = useActionState(action, initialRetryState);
  return (
    <form action={formAction}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="admin-button admin-button-quiet" disabled={pending}>
        Retry<span className="visually-hidden"> {label}</span>
      </button>
      <p role="status" className={state.status === 'error' ? 'admin-badge-bad' : undefined}>
        {state.status === 'idle' ? '' : state.message}
      </p>
    </form>
  );
}
