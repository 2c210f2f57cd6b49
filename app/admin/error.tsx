'use client';

/** Something in the console failed on the server: say so plainly and offer a retry. */
export default function AdminError({ reset }: { error: Error; reset: () => void }) {
  return (
    <section className="admin-narrow" aria-labelledby="admin-error-title">
      <h1 id="admin-error-title">This page could not be loaded</h1>
      <p>The console could not reach its data just now. Please try again in a moment.</p>
      <button type="button" className="admin-button" onClick={reset}>
        Try again
      </button>
    </section>
  );
}
