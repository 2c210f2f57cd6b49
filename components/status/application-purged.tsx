import { Notice } from '@/components/postings/notice';

/** A genuine status link whose application the retention purge has deleted: said plainly, not a 404. */
export function ApplicationPurged() {
  return (
    <Notice title="This application is no longer kept" headingLevel={1}>
      <p>
        We delete applications some time after they were sent, as our privacy policy says, so this link no
        longer shows a status. If you have a question about your application, please contact us.
      </p>
    </Notice>
  );
}
