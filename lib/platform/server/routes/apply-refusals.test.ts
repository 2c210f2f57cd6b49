import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_FILE_BYTES,
  MAX_RECORDS,
  MAX_VALUE_BYTES,
  type Answer,
  type Configuration,
} from '../../contract';
import type { RunningPlatform } from '../server';
import { candidateFiles, candidates } from '../store/schema';
import { bearer, clientToken, serviceHeaders, startTestPlatform } from '../test-support/test-platform';
import {
  candidatesMatching,
  describeError,
  expectApiError,
  fileUpload,
  pdfBytes,
  pngBytes,
  postApplication,
  readConfiguration,
  reportingOnlyClient,
  seededPostings,
  uniqueEmail,
  validApplication,
  withAnswer,
} from '../test-support/valid-application';
import { MAX_BODY_BYTES } from './apply';

const UNKNOWN_POSTING = '00000000-0000-4000-8000-000000000000';

type RefusalCase = {
  name: string;
  status: number;
  /** Texts the error must contain: the offending question id or field, and the code where it matters. */
  mentions: string[];
  send: (email: string) => Promise<Response>;
};

describe('POST /postings/{uuid}/candidates refuses bad input and stores nothing', () => {
  let platform: RunningPlatform;
  let visa: Configuration;
  let inactive: Configuration;
  // This file is about validation, not pacing: ~60 requests in a few seconds would meet the
  // 10 rps budget. The limiter has its own tests, and the configuration tests keep it on.
  beforeAll(async () => {
    platform = await startTestPlatform({ PLATFORM_LIMITS: 'false' });
    visa = await readConfiguration(platform.url, seededPostings.visa);
    inactive = await readConfiguration(platform.url, seededPostings.inactive);
  });
  afterAll(async () => {
    await platform.close();
  });

  /** A valid application to the visa posting with some answers replaced or removed. */
  const visaApplication = (email: string, change: (answers: Answer[]) => Answer[] = (a) => a) => {
    const application = validApplication(visa, email);
    return { ...application, answers: change(application.answers ?? []) };
  };
  const post = (
    body: unknown,
    uuid: string = seededPostings.visa,
    headers: Record<string, string> = serviceHeaders,
  ) => postApplication(platform.url, uuid, body, headers);
  const one = (id: string, fields: Record<string, string[]>): Answer => ({ id, records: [{ fields }] });
  const rawPost = (body: BodyInit, contentType: string, extra: RequestInit = {}) =>
    fetch(`${platform.url}/postings/${seededPostings.visa}/candidates`, {
      method: 'POST',
      headers: { ...serviceHeaders, 'content-type': contentType },
      body,
      ...extra,
    });

  const storedRows = async () => {
    const [candidateRows] = await platform.ctx.db.select({ value: count() }).from(candidates);
    const [fileRows] = await platform.ctx.db.select({ value: count() }).from(candidateFiles);
    return { candidates: candidateRows?.value, files: fileRows?.value };
  };

  const cases: RefusalCase[] = [
    {
      name: 'text with a NUL character (the store cannot hold it)',
      status: 400,
      mentions: ['INVALID_CHARACTERS', 'firstName'],
      send: (email) => post({ ...visaApplication(email), firstName: 'Ada\u0000' }),
    },
    {
      name: 'an answer with half of an emoji (an unpaired surrogate)',
      status: 400,
      mentions: ['INVALID_CHARACTERS', 'answers'],
      send: (email) =>
        post(
          visaApplication(email, (a) =>
            withAnswer(a, one('q-motivation', { 'f-motivation': ['I love robots \ud83e'] })),
          ),
        ),
    },
    {
      name: 'a missing required question',
      status: 400,
      mentions: ['REQUIRED', 'answers.q-work-experience'],
      send: (email) =>
        post(visaApplication(email, (a) => a.filter((answer) => answer.id !== 'q-work-experience'))),
    },
    {
      name: 'an option id the field does not have',
      status: 400,
      mentions: ['INVALID_OPTION', 'answers.q-visa.0.f-visa', 'opt-perhaps'],
      send: (email) =>
        post(visaApplication(email, (a) => withAnswer(a, one('q-visa', { 'f-visa': ['opt-perhaps'] })))),
    },
    {
      name: 'an answer to a conditional question that is not asked (visa = no, work permit answered)',
      status: 400,
      mentions: ['QUESTION_NOT_ASKED', 'answers.q-work-permit'],
      send: (email) =>
        post(
          visaApplication(email, (a) =>
            withAnswer(
              withAnswer(a, one('q-visa', { 'f-visa': ['opt-no'] })),
              one('q-work-permit', { 'f-work-permit': ['opt-permit-eu'] }),
            ),
          ),
        ),
    },
    {
      name: 'a triggered conditional question left unanswered (visa = yes, no work permit)',
      status: 400,
      mentions: ['REQUIRED', 'answers.q-work-permit.0.f-work-permit'],
      send: (email) =>
        post(
          visaApplication(email, (a) =>
            withAnswer(a, one('q-visa', { 'f-visa': ['opt-yes'] })).filter(
              (answer) => answer.id !== 'q-work-permit',
            ),
          ),
        ),
    },
    {
      name: 'two records for a question that is not repeatable',
      status: 400,
      mentions: ['NOT_REPEATABLE', 'answers.q-visa'],
      send: (email) =>
        post(
          visaApplication(email, (a) =>
            withAnswer(a, {
              id: 'q-visa',
              records: [{ fields: { 'f-visa': ['opt-yes'] } }, { fields: { 'f-visa': ['opt-no'] } }],
            }),
          ),
        ),
    },
    {
      name: `${MAX_RECORDS + 1} records on the repeatable question`,
      status: 400,
      mentions: ['answers.q-work-experience.records'],
      send: (email) => {
        const record = {
          fields: { 'f-company': ['Acme'], 'f-job-title': ['Engineer'], 'f-years': ['opt-years-1-3'] },
        };
        return post(
          visaApplication(email, (a) =>
            withAnswer(a, {
              id: 'q-work-experience',
              records: Array.from({ length: MAX_RECORDS + 1 }, () => record),
            }),
          ),
        );
      },
    },
    {
      name: `a value of ${MAX_VALUE_BYTES + 1} UTF-8 bytes`,
      status: 400,
      mentions: ['TOO_LONG', 'answers.q-portfolio.0.f-portfolio'],
      // 'é' is two bytes in UTF-8: 2000 of them are 4000 bytes but only 2000 characters.
      send: (email) =>
        post(
          visaApplication(email, (a) =>
            withAnswer(a, one('q-portfolio', { 'f-portfolio': [`${'é'.repeat(MAX_VALUE_BYTES / 2)}x`] })),
          ),
        ),
    },
    {
      name: 'an email address without a domain',
      status: 400,
      mentions: ['email'],
      send: (email) => post({ ...visaApplication(email), email: email.replace(/@.*$/, '@') }),
    },
    {
      name: 'a missing first name',
      status: 400,
      mentions: ['firstName'],
      send: (email) => {
        const { firstName: _omitted, ...rest } = visaApplication(email);
        return post(rest);
      },
    },
    {
      name: 'an unknown top-level property',
      status: 400,
      mentions: ['UNKNOWN_PARAMETER', 'favouriteColour'],
      send: (email) => post({ ...visaApplication(email), favouriteColour: 'blue' }),
    },
    {
      name: 'a resume whose fileContent is not base64',
      status: 400,
      mentions: ['resume.fileContent'],
      send: (email) =>
        post({
          ...visaApplication(email),
          resume: { fileName: 'cv.pdf', mimeType: 'application/pdf', fileContent: 'not base64 at all!' },
        }),
    },
    {
      name: 'a text file named cv.pdf declared as application/pdf (its type is judged from its bytes)',
      status: 400,
      mentions: ['UNSUPPORTED_FILE_TYPE', 'resume'],
      send: (email) =>
        post({
          ...visaApplication(email),
          resume: fileUpload('cv.pdf', 'application/pdf', Buffer.from('Ada Lovelace\nAnalyst\n')),
        }),
    },
    {
      name: 'a resume one byte over 2 MB',
      status: 400,
      mentions: ['FILE_TOO_LARGE', 'resume'],
      send: (email) =>
        post({
          ...visaApplication(email),
          resume: fileUpload('cv.pdf', 'application/pdf', pdfBytes(MAX_FILE_BYTES + 1)),
        }),
    },
    {
      name: 'a body over 10 MB (Content-Length)',
      status: 413,
      mentions: ['10 MB'],
      send: (email) =>
        rawPost(
          JSON.stringify({ ...visaApplication(email), messageToHiringManager: 'x'.repeat(MAX_BODY_BYTES) }),
          'application/json',
        ),
    },
    {
      name: 'a body over 10 MB sent chunked, without a length',
      status: 413,
      mentions: ['10 MB'],
      send: (email) => {
        const bytes = new TextEncoder().encode(
          JSON.stringify({ ...visaApplication(email), messageToHiringManager: 'x'.repeat(MAX_BODY_BYTES) }),
        );
        const chunk = 256 * 1024;
        let offset = 0;
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (offset >= bytes.length) controller.close();
            else controller.enqueue(bytes.subarray(offset, (offset += chunk)));
          },
        });
        return rawPost(stream, 'application/json', { duplex: 'half' } as RequestInit);
      },
    },
    {
      name: 'a body sent as text/plain',
      status: 415,
      mentions: ['application/json'],
      send: (email) => rawPost(JSON.stringify(visaApplication(email)), 'text/plain'),
    },
    {
      name: 'malformed JSON',
      status: 400,
      mentions: ['INVALID_JSON'],
      send: (email) => rawPost(JSON.stringify(visaApplication(email)).slice(0, -1), 'application/json'),
    },
    {
      name: 'an avatar on a posting that takes none',
      status: 400,
      mentions: ['AVATAR_NOT_ALLOWED', 'avatar'],
      send: (email) =>
        post({ ...visaApplication(email), avatar: fileUpload('me.png', 'image/png', pngBytes()) }),
    },
    {
      name: 'missing consent',
      status: 400,
      mentions: ['CONSENT_REQUIRED', 'consentDecisions'],
      send: (email) => {
        const { consentDecisions: _omitted, ...rest } = visaApplication(email);
        return post(rest);
      },
    },
    {
      name: 'an application to an unpublished posting',
      status: 400,
      mentions: ['POSTING_CLOSED'],
      send: (email) => post(validApplication(inactive, email), seededPostings.inactive),
    },
    {
      name: 'an application to an unknown posting',
      status: 404,
      mentions: ['Posting'],
      send: (email) => post(visaApplication(email), UNKNOWN_POSTING),
    },
    {
      name: 'a request without a credential',
      status: 401,
      mentions: [],
      send: (email) => post(visaApplication(email), seededPostings.visa, {}),
    },
    {
      name: 'a token without the apply scope',
      status: 403,
      mentions: ['candidate_applications_manage'],
      send: async (email) => {
        const token = await clientToken(platform.url, reportingOnlyClient);
        return postApplication(platform.url, seededPostings.visa, visaApplication(email), bearer(token));
      },
    },
  ];

  it.each(cases)('refuses $name with $status', async ({ send, status, mentions }) => {
    const email = uniqueEmail('refused');
    const before = await storedRows();
    const body = await expectApiError(await send(email), status);
    for (const text of mentions) expect(describeError(body)).toContain(text);
    expect(await candidatesMatching(platform.url, email)).toHaveLength(0);
    expect(await storedRows()).toEqual(before);
  });

  it(`takes a value of exactly ${MAX_VALUE_BYTES} UTF-8 bytes`, async () => {
    const email = uniqueEmail('at-limit');
    const value = 'é'.repeat(MAX_VALUE_BYTES / 2);
    expect(Buffer.byteLength(value, 'utf8')).toBe(MAX_VALUE_BYTES);
    const response = await post(
      visaApplication(email, (a) => withAnswer(a, one('q-portfolio', { 'f-portfolio': [value] }))),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await candidatesMatching(platform.url, email)).toHaveLength(1);
  });
});
