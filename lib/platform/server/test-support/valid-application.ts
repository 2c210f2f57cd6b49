import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import {
  apiErrorSchema,
  configurationSchema,
  cursorPageSchema,
  candidateSchema,
  type Answer,
  type ApiErrorBody,
  type Application,
  type Candidate,
  type Configuration,
  type FileUpload,
  type Question,
} from '../../contract';
import { serviceHeaders } from './test-platform';

/** Seeded postings the apply tests rely on (the seed is deterministic). */
export const seededPostings = {
  /** Engineering template: repeatable q-work-experience, q-visa → conditional q-work-permit, no avatar. */
  visa: '6acdad4e-1cb9-4da8-8b40-a45e4e0ad355',
  /** No questions, SINGLE consent. */
  noQuestions: '185043d8-d40e-4bce-8464-c216b7317500',
  /** Unpublished: its configuration still reads, but it takes no applications. */
  inactive: '2a3bed14-0910-457f-afb1-4a115f9f0c1a',
} as const;

export const reportingOnlyClient = {
  clientId: 'reporting-only',
  secret: 'reporting-only-secret',
  scope: 'reports_read',
} as const;

/** A unique address per case, so `GET /candidates?q=` finds exactly what the case stored. */
export const uniqueEmail = (tag: string) => `${tag}.${randomUUID().slice(0, 8)}@apply-test.example`;

// ---- files, built in code -------------------------------------------------------------------------

/** A minimal PDF; `padTo` pads it (inside a comment) to an exact size in bytes. */
export function pdfBytes(padTo = 0): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n';
  const tail = '%%EOF\n';
  const padding = Math.max(0, padTo - head.length - tail.length - 2);
  return Buffer.from(`${head}%${'x'.repeat(padding)}\n${tail}`, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid 1×1 grey PNG. */
export function pngBytes(): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // colour type: greyscale
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    // One scanline: filter byte 0, one grey pixel.
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const fileUpload = (fileName: string, mimeType: string, bytes: Buffer): FileUpload => ({
  fileName,
  mimeType,
  fileContent: bytes.toString('base64'),
});

// ---- configurations and answers ---------------------------------------------------------------------

/** The posting's configuration with its conditionals: what a client needs to build valid answers. */
export async function readConfiguration(
  baseUrl: string,
  postingUuid: string,
  headers: Record<string, string> = serviceHeaders,
): Promise<Configuration> {
  const response = await fetch(`${baseUrl}/postings/${postingUuid}/configuration?conditionalsIncluded=true`, {
    headers,
  });
  expect(response.status).toBe(200);
  return configurationSchema.parse(await response.json());
}

/** One record answering every answerable field: first option, checked checkbox, or some text. */
function answerQuestion(question: Question): Answer {
  const fields: Record<string, string[]> = {};
  for (const field of question.fields) {
    switch (field.type) {
      case 'SINGLE_SELECT':
      case 'MULTI_SELECT':
      case 'RADIO': {
        const first = field.values?.[0];
        if (!first) throw new Error(`${question.id}/${field.id} has no options`);
        fields[field.id] = [first.id];
        break;
      }
      case 'CHECKBOX':
        fields[field.id] = ['1'];
        break;
      case 'INPUT_TEXT':
      case 'TEXTAREA':
        fields[field.id] = [`Answer to ${field.id}`];
        break;
      case 'INFORMATION':
        break;
    }
  }
  return { id: question.id, records: [{ fields }] };
}

/**
 * A valid answer to every question the configuration asks, optional ones included, plus every
 * conditional question those answers trigger (repeated until no new one is triggered, so a
 * conditional under a conditional is answered too).
 */
export function validAnswers(configuration: Configuration): Answer[] {
  const conditionals = configuration.settings.conditionals ?? [];
  const followUps = new Set(conditionals.flatMap((conditional) => conditional.conditionalQuestions));
  const byId = new Map(configuration.questions.map((question) => [question.id, question]));
  const answers = new Map(
    configuration.questions
      .filter((question) => !followUps.has(question.id))
      .map((question) => [question.id, answerQuestion(question)]),
  );
  let added = true;
  while (added) {
    added = false;
    for (const conditional of conditionals) {
      const parent = answers.get(conditional.parentQuestionId);
      const values = parent?.records.flatMap((record) => record.fields[conditional.fieldId] ?? []) ?? [];
      if (!values.some((value) => conditional.valueIds.includes(value))) continue;
      for (const id of conditional.conditionalQuestions) {
        const question = byId.get(id);
        if (!question || answers.has(id)) continue;
        answers.set(id, answerQuestion(question));
        added = true;
      }
    }
  }
  return [...answers.values()];
}

/** Every consent the posting's model asks for, given: each scope, or the older boolean. */
export function consentFor(configuration: Configuration): Pick<Application, 'consent' | 'consentDecisions'> {
  const scopes = configuration.consentDetails?.scopes ?? [];
  if (scopes.length === 0) return { consent: true };
  return { consentDecisions: Object.fromEntries(scopes.map((scope) => [scope.scope, true])) };
}

/** The smallest application the configuration accepts with every question answered. */
export function validApplication(configuration: Configuration, email: string): Application {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    answers: validAnswers(configuration),
    ...consentFor(configuration),
  };
}

/** Replaces (or adds) one answer in an answer set. */
export function withAnswer(answers: Answer[], answer: Answer): Answer[] {
  return [...answers.filter((existing) => existing.id !== answer.id), answer];
}

// ---- requests ------------------------------------------------------------------------------------------

export function postApplication(
  baseUrl: string,
  postingUuid: string,
  body: unknown,
  headers: Record<string, string> = serviceHeaders,
): Promise<Response> {
  return fetch(`${baseUrl}/postings/${postingUuid}/candidates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Candidates whose email matches, read over the API as a client would. */
export async function candidatesMatching(baseUrl: string, email: string): Promise<Candidate[]> {
  const response = await fetch(`${baseUrl}/candidates?${new URLSearchParams({ q: email })}`, {
    headers: serviceHeaders,
  });
  expect(response.status).toBe(200);
  return cursorPageSchema(candidateSchema).parse(await response.json()).content;
}

const stackTrace = /\n\s+at /;

/**
 * Reads an error response and checks what every error must be: the expected status, a JSON body of
 * the contract's error shape, and no stack trace.
 */
export async function expectApiError(response: Response, status: number): Promise<ApiErrorBody> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
  expect(text).not.toMatch(stackTrace);
  const body = apiErrorSchema.parse(JSON.parse(text));
  expect(body.errors.length).toBeGreaterThan(0);
  return body;
}

/** The whole error body as one string, for asserting that it names the offending question or field. */
export const describeError = (body: ApiErrorBody) =>
  [body.message, ...body.errors.flatMap((error) => [error.code, error.message, error.field ?? ''])].join(
    '\n',
  );
