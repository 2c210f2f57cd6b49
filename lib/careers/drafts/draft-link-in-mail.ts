import { sql } from 'drizzle-orm';
import { outboundMail } from '@/lib/db/schema';

/** What stands in a sent mail for its "finish later" link: the link is the key to the draft. */
export const REMOVED_DRAFT_LINK = '[draft link removed after sending]';

/** A mail's text with its "finish later" links taken out. */
export const textWithoutDraftLinks = sql`regexp_replace(${outboundMail.textBody}, 'https?://[^[:space:]]*[?&]draft=[^[:space:]]+', ${REMOVED_DRAFT_LINK}, 'g')`;
