import { sql } from 'drizzle-orm';
import { outboundMail } from '@/lib/db/schema';

/** What stands in a sent mail for its "finish later" link: the link is the key to the draft. */
export const REMOVED_DRAFT_LINK = '[draft link removed after sending]';

/** A mail's text with its "finish later" links taken out. */
const DRAFT_LINK = 'https?://[^[:space:]]*[?&]draft=[^[:space:]]+';
export const textWithoutDraftLinks = sql`regexp_replace(${outboundMail.textBody}, ${DRAFT_LINK}, ${REMOVED_DRAFT_LINK}, 'g')`;
