import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import type { ApplicationForm } from '../application-form';
import { DraftLinkSigner } from './draft-links';
import { openSavedDraft } from './open-saved-draft';
import { saveDraftForLater } from './save-draft-for-later';

const NOW = Date.UTC(2026, 10, 28, 9);
const POSTING = '00000000-0000-4000-8000-000000000001';
const links = new DraftLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
let database: SiteDatabase;
beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

const form = (avatarUpload: boolean): ApplicationForm => ({
  postingId: POSTING,
  questions: [],
  avatarUpload,
  consent: { type: 'BOOLEAN', box: { id: 'CONSENT', label: 'ok', required: true } },
  privacyPolicies: [],
  unsupportedQuestions: [],
});
const values = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '',
  country: 'GB',
  city: 'London',
  linkedIn: '',
  website: '',
  message: '',
  answers: {},
};

/** Saves through "finish later" and opens the link again, as another device would. */
async function saveAndOpen(avatarUpload: boolean, filesChosen: unknown, openedAfterMs = 0) {
  const deps = {
    db: database.db,
    links,
    site: { name: 'Acme', url: 'https://careers.example' },
    checkLimits: async () => 'pass' as const,
    now: () => NOW,
  };
  const saved = await saveDraftForLater(deps, form(avatarUpload), {
    postingId: POSTING,
    jobTitle: 'A job',
    email: 'ada@example.com',
    values,
    filesChosen,
    locale: 'en',
  });
  if (saved.status !== 'ok') throw new Error(JSON.stringify(saved));
  return openSavedDraft({ ...deps, now: () => NOW + openedAfterMs }, POSTING, saved.draftToken);
}

it('a link opened on another device names the file fields that had a file, never more than the form has', async () => {
  expect(await saveAndOpen(true, ['avatar', 'resume'])).toEqual({
    values,
    filesChosen: ['resume', 'avatar'],
    ageMs: 0,
  });
  expect(await saveAndOpen(false, ['resume', 'avatar', 'cover'])).toEqual({
    values,
    filesChosen: ['resume'],
    ageMs: 0,
  });
  for (const junk of [undefined, 'resume', [{ name: 'resume' }], null])
    expect(await saveAndOpen(true, junk)).toEqual({ values, filesChosen: [], ageMs: 0 });
});

it('says how long ago the link’s answers were saved, as this browser’s copy is compared by age', async () => {
  expect(await saveAndOpen(false, [], 90 * 60_000)).toMatchObject({ ageMs: 90 * 60_000 });
});
