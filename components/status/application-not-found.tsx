import Link from 'next/link';
import { Notice } from '@/components/postings/notice';

/** A status link that is not genuine: said plainly, with nothing about why (that would help a guesser). */
export function ApplicationNotFound({ jobsHref }: { jobsHref: string }) {
  return (
    <Notice title="We couldn’t find this application" headingLevel={1}>
      <p>Please use the full link from your confirmation email; a shortened or altered link does not work.</p>
      <p>
        <Link href={jobsHref}>See all open positions</Link>
      </p>
    </Notice>
  );
}
