import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applicationDrafts, outboundMail } from '@/lib/db/schema';
import { recordingJournal } from '../test-support/recording-journal';
import { DraftLinkSigner } from './draft-links';
import { storeDraft } from './draft-store';
import { discardSubmittedDraft } from './open-saved-draft';

const NOW = Date.UTC(2026, 10, 27, 9);
const links = new DraftLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const journal = recordingJournal();
let database: SiteDatabase;
beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

/** A draft as "finish later" stores it, with the mail that carries its link. */
async function savedDraft(): Promise<{ token: string; id: string }> {
  const { token, link } = links.issue(NOW);
  await storeDraft(database.db, {
    id: link.draftId,
    postingId: 'posting-robots',
    sealed: 'sealed answers',
    now: new Date(NOW),
    expiresAt: new Date(link.expiresAtMs),
    mail: {
      id: `mail-${link.draftId}`,
      to: 'ada@candidate.example',
      subject: 'Finish later',
      text: token,
      html: '',
    },
  });
  return { token, id: link.draftId };
}
const discard = (token: string) =>
  discardSubmittedDraft({ db: database.db, links, now: () => NOW, journal }, token);

it('deletes a used draft and its mail, and writes its id in the journal so a restored backup does not bring it back', async () => {
  const used = await savedDraft();
  const other = await savedDraft();
  await discard(used.token);
  expect((await database.db.select().from(applicationDrafts)).map((row) => row.id)).toEqual([other.id]);
  expect((await database.db.select().from(outboundMail)).map((row) => row.id)).toEqual([`mail-${other.id}`]);
  expect(journal.recorded).toEqual([{ drafts: [used.id] }]);
});

it('a forged link, or one whose draft is gone, deletes nothing and writes nothing down', async () => {
  const kept = await savedDraft();
  const before = journal.recorded.filter((request) => request.drafts?.length).length;
  await discard(`${kept.token.slice(0, -2)}xx`);
  await discard(links.issue(NOW).token);
  expect((await database.db.select().from(applicationDrafts)).map((row) => row.id)).toContain(kept.id);
  expect(journal.recorded.filter((request) => request.drafts?.length)).toHaveLength(before);
});
