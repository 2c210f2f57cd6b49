import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCreatedSchema,
  candidateStatusResponseSchema,
  consentScopes,
  fieldTypes,
  MAX_FILE_BYTES,
  offsetPageSchema,
  postingSummarySchema,
  type Application,
  type Configuration,
} from '../../contract';
import type { RunningPlatform } from '../server';
import { candidateFiles, candidates } from '../store/schema';
import { serviceHeaders, startTestPlatform } from '../test-support/test-platform';
import {
  candidatesMatching,
  fileUpload,
  pdfBytes,
  pngBytes,
  postApplication,
  readConfiguration,
  seededPostings,
  uniqueEmail,
  validApplication,
} from '../test-support/valid-application';

describe('POST /postings/{uuid}/candidates accepts valid applications', () => {
  let platform: RunningPlatform;
  let visa: Configuration;
  // Dozens of applications in a few seconds would meet the 10 rps budget; pacing is not under test here.
  beforeAll(async () => {
    platform = await startTestPlatform({ PLATFORM_LIMITS: 'false' });
    visa = await readConfiguration(platform.url, seededPostings.visa);
  });
  afterAll(async () => {
    await platform.close();
  });

  /** Posts and expects 201 with the contract's body; the response text is the failure message. */
  const apply = async (uuid: string, application: Application) => {
    const response = await postApplication(platform.url, uuid, application);
    const text = await response.text();
    expect(response.status, text).toBe(201);
    expect(text).not.toMatch(/\n\s+at /);
    return applicationCreatedSchema.parse(JSON.parse(text));
  };
  const storedFiles = (candidateId: string) =>
    platform.ctx.db
      .select({
        kind: candidateFiles.kind,
        fileName: candidateFiles.fileName,
        mimeType: candidateFiles.mimeType,
      })
      .from(candidateFiles)
      .where(eq(candidateFiles.candidateId, candidateId));

  it('creates a candidate from a full application, answers NEW, and lists it once', async () => {
    const email = uniqueEmail('full');
    const application: Application = {
      ...validApplication(visa, email),
      phoneNumber: '+44 20 7946 0000',
      location: {
        country: 'United Kingdom',
        countryCode: 'GB',
        region: 'England',
        regionCode: 'ENG',
        city: 'London',
        lat: 51.5072,
        lng: -0.1276,
      },
      createJoinLink: false,
      tags: ['career-site', 'robotics'],
      education: [
        { institution: 'University of London', degree: 'BSc', major: 'Mathematics', current: false },
      ],
      experience: [
        { title: 'Analyst', company: 'Analytical Engines Ltd', current: true, startDate: '2020-01' },
      ],
      internal: false,
      web: { linkedIn: 'https://www.linkedin.com/in/ada-lovelace', website: 'https://ada.example' },
      resume: fileUpload('ada-lovelace-cv.pdf', 'application/pdf', pdfBytes()),
      attachments: [fileUpload('certificate.png', 'image/png', pngBytes())],
      messageToHiringManager: 'I would love to build robots with you.',
      sourceDetails: { sourceTypeId: 'career-site', sourceSubTypeId: 'newsletter', sourceId: 'spring' },
    };
    // Every question is answered, the triggered conditional (visa = yes → work permit) included.
    expect(application.answers?.map((answer) => answer.id)).toEqual(
      expect.arrayContaining([...visa.questions.map((question) => question.id), 'q-work-permit']),
    );
    const before = Date.now();

    const created = await apply(seededPostings.visa, application);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(created.createdOn ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(created.candidatePortalUrl).toContain(created.id);

    const status = await fetch(
      `${platform.url}/postings/${seededPostings.visa}/candidates/${created.id}/status`,
      {
        headers: serviceHeaders,
      },
    );
    expect(status.status).toBe(200);
    expect(candidateStatusResponseSchema.parse(await status.json())).toEqual({ status: 'NEW' });

    const listed = await candidatesMatching(platform.url, email);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: created.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      primaryAssignment: { job: { id: expect.any(String) }, status: 'NEW' },
      sourceDetails: { sourceTypeId: 'career-site', sourceSubTypeId: 'newsletter', sourceId: 'spring' },
    });
    // The documented candidate names its job, never the posting it applied through.
    expect(listed[0]?.primaryAssignment).not.toHaveProperty('postingId');

    // What the API cannot show: the files and the campaign tracking were kept with the candidate.
    expect(await storedFiles(created.id)).toEqual(
      expect.arrayContaining([
        { kind: 'resume', fileName: 'ada-lovelace-cv.pdf', mimeType: 'application/pdf' },
        { kind: 'attachment', fileName: 'certificate.png', mimeType: 'image/png' },
      ]),
    );
    const [row] = await platform.ctx.db
      .select({ application: candidates.application })
      .from(candidates)
      .where(eq(candidates.id, created.id));
    expect(row?.application).toMatchObject({ tags: ['career-site', 'robotics'], location: { lat: 51.5072 } });
  });

  it('takes the minimal application on the posting without questions', async () => {
    const configuration = await readConfiguration(platform.url, seededPostings.noQuestions);
    expect(configuration.questions).toEqual([]);
    expect(configuration.consentDetails?.scopes.map((scope) => scope.scope)).toEqual(['SINGLE']);
    const email = uniqueEmail('minimal');
    const created = await apply(seededPostings.noQuestions, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      consentDecisions: { SINGLE: true },
    });
    expect((await candidatesMatching(platform.url, email)).map((candidate) => candidate.id)).toEqual([
      created.id,
    ]);
  });

  it('takes the helper-built application on every distinct configuration, covering every field type', async () => {
    const response = await fetch(`${platform.url}/v1/companies/acme/postings?limit=100`);
    const postings = offsetPageSchema(postingSummarySchema).parse(await response.json()).content;
    const distinct = new Map<string, { uuid: string; configuration: Configuration }>();
    for (const posting of postings) {
      const configuration = await readConfiguration(platform.url, posting.uuid);
      const key = JSON.stringify(configuration);
      if (!distinct.has(key)) distinct.set(key, { uuid: posting.uuid, configuration });
    }
    const configurations = [...distinct.values()];
    const questions = configurations.flatMap(({ configuration }) => configuration.questions);
    // The loop below is only meaningful if the seed really offers all of these.
    expect(new Set(questions.flatMap((question) => question.fields.map((field) => field.type)))).toEqual(
      new Set(fieldTypes),
    );
    // Every consent scope, and the older boolean consent (no consentDetails).
    expect(
      new Set(
        configurations.flatMap(({ configuration }) =>
          configuration.consentDetails
            ? configuration.consentDetails.scopes.map((s) => s.scope)
            : ['BOOLEAN'],
        ),
      ),
    ).toEqual(new Set([...consentScopes, 'BOOLEAN']));
    expect(
      new Set(configurations.map(({ configuration }) => configuration.settings.avatarUploadAvailable)),
    ).toEqual(new Set([true, false]));

    for (const { uuid, configuration } of configurations) {
      const created = await apply(uuid, {
        ...validApplication(configuration, uniqueEmail('template')),
        resume: fileUpload('cv.pdf', 'application/pdf', pdfBytes()),
        ...(configuration.settings.avatarUploadAvailable
          ? { avatar: fileUpload('me.png', 'image/png', pngBytes()) }
          : {}),
      });
      expect((await storedFiles(created.id)).map((file) => file.kind).sort()).toEqual(
        configuration.settings.avatarUploadAvailable ? ['avatar', 'resume'] : ['resume'],
      );
    }
  });

  it('accepts a real PNG named photo.pdf as a resume, stored with the type its bytes show', async () => {
    const created = await apply(seededPostings.visa, {
      ...validApplication(visa, uniqueEmail('png-resume')),
      resume: fileUpload('photo.pdf', 'application/pdf', pngBytes()),
    });
    expect(await storedFiles(created.id)).toEqual([
      { kind: 'resume', fileName: 'photo.pdf', mimeType: 'image/png' },
    ]);
  });

  it('accepts a resume of exactly 2 MB', async () => {
    const resume = pdfBytes(MAX_FILE_BYTES);
    expect(resume.length).toBe(MAX_FILE_BYTES);
    const created = await apply(seededPostings.visa, {
      ...validApplication(visa, uniqueEmail('two-mb')),
      resume: fileUpload('cv.pdf', 'application/pdf', resume),
    });
    expect(await storedFiles(created.id)).toHaveLength(1);
  });
});
