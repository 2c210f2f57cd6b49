import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateStatuses,
  configurationSchema,
  consentScopes,
  fieldTypes,
  postingSchema,
  type Configuration,
  type QuestionField,
} from '../../contract';
import { ALL_SCOPES } from '../auth/scopes';
import { openPlatformStore, type PlatformStore } from '../store/db';
import {
  candidates,
  configurations,
  jobs,
  offerDocuments,
  offers,
  postings,
  reviews,
  serviceTokens,
  users,
} from '../store/schema';
import { verifyPassword } from '../auth/password';
import { DEV_SERVICE_TOKEN, SEED_COMPANY_ID, seededStaff, seedPlatform, sha256Hex } from './index';

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let store: PlatformStore;
let seedMs = 0;

async function freshSeededStore(): Promise<{ store: PlatformStore; ms: number }> {
  const opened = await openPlatformStore('memory://');
  const started = performance.now();
  await seedPlatform(opened.db);
  return { store: opened, ms: performance.now() - started };
}

// Follow-up questions are listed in questions[] (conditionals point at them by id).
function allFields(configuration: Configuration): QuestionField[] {
  return configuration.questions.flatMap((question) => question.fields);
}

function allLabels(configuration: Configuration): string[] {
  return configuration.questions.flatMap((question) => [
    question.label,
    ...question.fields.map((field) => field.label),
  ]);
}

beforeAll(async () => {
  ({ store, ms: seedMs } = await freshSeededStore());
});
afterAll(async () => {
  await store.close();
});

describe('seedPlatform', () => {
  it('runs in well under five seconds', () => {
    expect(seedMs).toBeLessThan(5000);
  });

  it('writes at least 300 users covering every role, state, SSO mode and several languages', async () => {
    const rows = await store.db.select().from(users);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const roles = new Set(rows.map((row) => row.systemRole));
    for (const role of ['ADMINISTRATOR', 'RESTRICTED', 'STANDARD', 'custom-role-recruiter-lite'])
      expect(roles).toContain(role);
    expect(rows.some((row) => !row.active)).toBe(true);
    expect(new Set(rows.map((row) => row.ssoLoginMode))).toEqual(new Set([null, 'PASSWORD', 'SSO']));
    expect(new Set(rows.map((row) => row.language)).size).toBeGreaterThanOrEqual(4);
    for (const row of rows.filter((user) => user.systemRole === 'RESTRICTED')) {
      expect(row.accessGroups?.length).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.email).toMatch(/^[a-z0-9.]+@acme\.example$/);
      expect(row.id).toMatch(/^[0-9a-f]{24}$/);
      expect(row.updatedOn.toISOString()).toMatch(ISO_MS);
    }
    const updatedDays = new Set(rows.map((row) => row.updatedOn.toISOString().slice(0, 10)));
    expect(updatedDays.size).toBeGreaterThan(21);
  });

  it('puts the four staff accounts first, with working scrypt hashes', async () => {
    const rows = await store.db.select().from(users).orderBy(users.seq).limit(4);
    expect(rows.map((row) => row.email)).toEqual(seededStaff.map((staff) => staff.email));
    for (const [index, row] of rows.entries()) {
      const staff = seededStaff[index];
      if (!staff) throw new Error('missing staff');
      expect(row.systemRole).toBe(staff.role);
      expect(row.active).toBe(staff.active);
      expect(row.passwordHash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
      expect(await verifyPassword(staff.password, row.passwordHash)).toBe(true);
      expect(await verifyPassword(`${staff.password}x`, row.passwordHash)).toBe(false);
    }
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('publishes at least 24 postings over several cities, countries and departments', async () => {
    const rows = await store.db.select().from(postings);
    const active = rows.filter((row) => row.active);
    expect(active.length).toBeGreaterThanOrEqual(24);
    expect(new Set(active.map((row) => row.city)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(active.map((row) => row.countryCode)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(active.map((row) => row.departmentId)).size).toBeGreaterThanOrEqual(4);
    expect(active.some((row) => row.document.location?.remote)).toBe(true);
    expect(active.some((row) => row.document.location?.hybrid)).toBe(true);
    expect(active.some((row) => row.languageCode === 'de')).toBe(true);
    expect(rows.some((row) => row.document.customField?.some((f) => f.fieldId === 'closing-date'))).toBe(
      true,
    );
    // Sparse items, as live postings are: some without function or experience level, some with a
    // typeOfEmployment that has no id, some experience levels spelled {id, name}.
    expect(rows.some((row) => row.document.function === undefined)).toBe(true);
    expect(rows.some((row) => row.document.experienceLevel === undefined)).toBe(true);
    expect(rows.some((row) => row.document.typeOfEmployment && !row.document.typeOfEmployment.id)).toBe(true);
    expect(rows.some((row) => row.document.experienceLevel?.name !== undefined)).toBe(true);
  });

  it('keeps unpublished jobs whose postings are inactive', async () => {
    const jobRows = await store.db.select().from(jobs);
    const postingRows = await store.db.select().from(postings);
    expect(jobRows.length).toBeGreaterThanOrEqual(26);
    const unpublished = jobRows.filter((job) => job.postingStatus === 'NOT_PUBLISHED');
    expect(unpublished.length).toBeGreaterThanOrEqual(2);
    for (const job of unpublished) {
      expect(postingRows.find((posting) => posting.jobId === job.id)?.active).toBe(false);
    }
  });

  it('stores posting documents that parse with the contract and agree with their columns', async () => {
    const rows = await store.db.select().from(postings);
    const jobIds = new Set((await store.db.select({ id: jobs.id }).from(jobs)).map((job) => job.id));
    for (const row of rows) {
      const posting = postingSchema.strict().parse({ ...row.document, active: row.active });
      expect(posting.id).toMatch(/^\d{15}$/);
      expect(posting.uuid).toMatch(UUID_V4);
      expect([row.id, row.uuid]).toEqual([posting.id, posting.uuid]);
      expect(jobIds.has(row.jobId)).toBe(true);
      expect(row.companyId).toBe(SEED_COMPANY_ID);
      expect(posting.company).toEqual({ identifier: 'acme', name: 'Acme Robotics' });
      expect(row.name).toBe(posting.name);
      expect(row.countryCode).toMatch(/^[a-z]{2}$/);
      expect(row.countryCode).toBe(posting.location?.country);
      expect(row.region).toBe(posting.location?.region ?? null);
      expect(row.city).toBe(posting.location?.city);
      expect(row.departmentId).toBe(posting.department?.id);
      expect(row.languageCode).toBe(posting.language?.code);
      expect(posting.applyUrl).toMatch(/^https:\/\//);
      expect(row.releasedDate.toISOString()).toBe(posting.releasedDate);
      expect(posting.releasedDate).toMatch(ISO_MS);
    }
  });

  it('includes one job ad with hostile HTML for the sanitiser', async () => {
    const rows = await store.db.select().from(postings);
    const hostile = rows.filter((row) => {
      const html = Object.values(row.document.jobAd?.sections ?? {})
        .map((section) => ('text' in section ? section.text : ''))
        .join('');
      return html.includes('<script>alert(1)</script>') && html.includes('<img src=x onerror=alert(1)>');
    });
    expect(hostile).toHaveLength(1);
    expect(hostile[0]?.active).toBe(true);
  });

  it('stores one configuration per posting that parses with the contract', async () => {
    const rows = await store.db.select().from(configurations);
    const uuids = (await store.db.select({ uuid: postings.uuid }).from(postings)).map((row) => row.uuid);
    expect(rows.map((row) => row.postingUuid).sort()).toEqual([...uuids].sort());
    for (const row of rows) {
      configurationSchema.parse(row.body);
      expect(Array.isArray(row.body.settings.conditionals)).toBe(true);
    }
  });

  it('covers every field type, repeatable, conditional, diversity and markdown questions', async () => {
    const bodies = (await store.db.select().from(configurations)).map((row) => row.body);
    const types = new Set(bodies.flatMap((body) => allFields(body).map((field) => field.type)));
    expect(types).toEqual(new Set(fieldTypes));
    for (const field of bodies.flatMap(allFields).filter((f) => f.type === 'INFORMATION'))
      expect(field.required).toBe(false);
    expect(bodies.some((body) => body.questions.some((question) => question.repeatable))).toBe(true);
    const fields = bodies.flatMap(allFields);
    expect(fields.some((field) => field.required)).toBe(true);
    expect(fields.some((field) => !field.required)).toBe(true);
    for (const field of fields.filter((f) => f.complianceType === 'DIVERSITY')) {
      expect(field.required).toBe(false);
      expect(field.values?.some((option) => /prefer not to say/i.test(option.label))).toBe(true);
    }
    expect(fields.some((field) => field.complianceType === 'DIVERSITY')).toBe(true);
    expect(bodies.flatMap(allLabels).some((label) => label.includes('**') || label.includes(']('))).toBe(
      true,
    );
  });

  it('keeps conditional questions only in settings.conditionals, under a select or radio parent', async () => {
    const bodies = (await store.db.select().from(configurations)).map((row) => row.body);
    const withConditionals = bodies.filter((body) => (body.settings.conditionals ?? []).length > 0);
    expect(withConditionals.length).toBeGreaterThan(0);
    for (const body of withConditionals) {
      for (const conditional of body.settings.conditionals ?? []) {
        const parent = body.questions.find((question) => question.id === conditional.parentQuestionId);
        const parentField = parent?.fields.find((field) => field.id === conditional.fieldId);
        expect(['SINGLE_SELECT', 'RADIO']).toContain(parentField?.type);
        const optionIds = parentField?.values?.map((option) => option.id) ?? [];
        for (const valueId of conditional.valueIds) expect(optionIds).toContain(valueId);
        // As documented: each follow-up is a question id listed in questions[].
        const listedIds = new Set(body.questions.map((question) => question.id));
        for (const id of conditional.conditionalQuestions) expect(listedIds.has(id)).toBe(true);
      }
    }
  });

  it('varies consent, avatar upload and privacy policies, and has one question-free active posting', async () => {
    const rows = await store.db.select().from(configurations);
    const active = new Set(
      (await store.db.select().from(postings)).filter((row) => row.active).map((row) => row.uuid),
    );
    const bodies = rows.map((row) => row.body);
    // Every documented consent scope, and configurations without consentDetails (the older boolean).
    expect(
      new Set(
        bodies.flatMap((body) => body.consentDetails?.scopes.map((scope) => scope.scope) ?? ['BOOLEAN']),
      ),
    ).toEqual(new Set([...consentScopes, 'BOOLEAN']));
    expect(new Set(bodies.map((body) => body.settings.avatarUploadAvailable))).toEqual(
      new Set([true, false]),
    );
    expect(bodies.some((body) => body.privacyPolicies.length === 2)).toBe(true);
    const empty = rows.filter((row) => row.body.questions.length === 0);
    expect(empty).toHaveLength(1);
    expect(empty[0]?.body.settings.conditionals).toEqual([]);
    expect(active.has(empty[0]?.postingUuid ?? '')).toBe(true);
    const translated = rows.filter((row) => Object.keys(row.translations.de ?? {}).length > 0);
    expect(translated.length).toBeGreaterThanOrEqual(2);
  });

  it('writes candidates on active postings with a spread of statuses and repeat applicants', async () => {
    const rows = await store.db.select().from(candidates);
    const active = (await store.db.select().from(postings)).filter((row) => row.active);
    const activeUuids = new Set(active.map((row) => row.uuid));
    expect(rows.length).toBeGreaterThanOrEqual(50);
    for (const row of rows) {
      expect(activeUuids.has(row.postingUuid)).toBe(true);
      expect(active.find((posting) => posting.uuid === row.postingUuid)?.jobId).toBe(row.jobId);
      expect(candidateStatuses).toContain(row.status);
      expect(row.id).toMatch(UUID_V4);
      expect(row.updatedOn.getTime()).toBeGreaterThanOrEqual(row.createdOn.getTime());
    }
    expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThanOrEqual(6);
    const byEmail = Map.groupBy(rows, (row) => row.email);
    const repeats = [...byEmail.values()].filter((group) => group.length > 1);
    expect(repeats.length).toBeGreaterThan(0);
    for (const group of repeats) expect(new Set(group.map((row) => row.postingUuid)).size).toBe(group.length);
  });

  it('writes offers with valid little PDFs for candidates in OFFER or HIRE', async () => {
    const offerRows = await store.db.select().from(offers);
    const documents = await store.db.select().from(offerDocuments);
    const candidateRows = await store.db.select().from(candidates);
    expect(offerRows.length).toBeGreaterThanOrEqual(5);
    for (const offer of offerRows) {
      const candidate = candidateRows.find((row) => row.id === offer.candidateId);
      expect(['OFFER', 'HIRE']).toContain(candidate?.status);
      const docs = documents.filter((doc) => doc.offerId === offer.id);
      expect(docs.length).toBeGreaterThanOrEqual(1);
      expect(docs.length).toBeLessThanOrEqual(2);
      for (const doc of docs) {
        const text = Buffer.from(doc.bytes).toString('latin1');
        expect(doc.mimeType).toBe('application/pdf');
        expect(text.startsWith('%PDF-1.4')).toBe(true);
        expect(text.endsWith('%%EOF')).toBe(true);
        const xref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
        expect(text.slice(xref, xref + 4)).toBe('xref');
        // Every in-use xref entry is 20 bytes and points at its object, so strict readers accept the file.
        const entries = [...text.matchAll(/^(\d{10}) 00000 n \n/gm)];
        expect(entries).toHaveLength(Number(/\/Size (\d+)/.exec(text)?.[1]) - 1);
        entries.forEach((entry, index) => {
          expect(text.slice(Number(entry[1]))).toMatch(new RegExp(`^${index + 1} 0 obj`));
        });
      }
      expect(
        docs.some((doc) => Buffer.from(doc.bytes).toString('latin1').includes('Offer letter for ')),
      ).toBe(true);
    }
  });

  it('writes at least 100 reviews that reference seeded candidates, jobs and users', async () => {
    const rows = await store.db.select().from(reviews);
    const candidateJobs = new Map(
      (await store.db.select().from(candidates)).map((row) => [row.id, row.jobId]),
    );
    const userIds = new Set((await store.db.select({ id: users.id }).from(users)).map((row) => row.id));
    expect(rows.length).toBeGreaterThanOrEqual(100);
    for (const row of rows) {
      expect(candidateJobs.get(row.candidateId)).toBe(row.jobId);
      expect(userIds.has(row.reviewerId)).toBe(true);
      expect(row.rating).toBeGreaterThanOrEqual(1);
      expect(row.rating).toBeLessThanOrEqual(5);
      expect(row.comment.length).toBeGreaterThan(0);
    }
  });

  it('stores the dev service token only as its SHA-256, with every scope', async () => {
    const rows = await store.db.select().from(serviceTokens);
    expect(rows).toEqual([{ tokenHash: sha256Hex(DEV_SERVICE_TOKEN), name: 'dev', scopes: [...ALL_SCOPES] }]);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('produces identical data on a second fresh database', async () => {
    const second = await freshSeededStore();
    try {
      const ids = async (s: PlatformStore) => ({
        users: await s.db.select({ id: users.id, hash: users.passwordHash }).from(users).orderBy(users.seq),
        postings: await s.db
          .select({ uuid: postings.uuid, id: postings.id })
          .from(postings)
          .orderBy(postings.seq),
        candidates: await s.db.select({ id: candidates.id }).from(candidates).orderBy(candidates.seq),
        reviews: (await s.db.select().from(reviews).orderBy(reviews.seq)).map(({ seq: _seq, ...row }) => row),
      });
      expect(await ids(second.store)).toEqual(await ids(store));
    } finally {
      await second.store.close();
    }
  });
});
