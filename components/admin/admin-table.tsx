import type { ReactNode } from 'react';

/**
 * A console table in its frame: on a narrow screen the frame scrolls sideways (the columns keep their
 * width instead of crushing the first one), and it takes focus, named by the caption, so the keyboard can
 * scroll it too.
 */
export function AdminTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table">
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
