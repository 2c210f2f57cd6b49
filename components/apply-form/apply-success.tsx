import type { Ref } from 'react';

/** Shown once the application is stored: it is safe from here on, whatever happens to delivery. */
export function ApplySuccess({ statusHref, ref }: { statusHref: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div className="apply-success" role="status" tabIndex={-1} ref={ref}>
      <h2>Thank you — your application was received</h2>
      <p>We are passing it to the hiring team now. We have also emailed you a link to follow its progress.</p>
      <p>
        <a href={statusHref}>Follow the status of your application</a>
      </p>
    </div>
  );
}
