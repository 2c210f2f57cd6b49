import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCreatedSchema, candidateStatusResponseSchema } from '../../contract';
import type { RunningPlatform } from '../server';
import { serviceHeaders, startTestPlatform } from '../test-support/test-platform';
import {
  expectApiError,
  postApplication,
  readConfiguration,
  seededPostings,
  uniqueEmail,
  validApplication,
} from '../test-support/valid-application';
import { emulatorHeaders } from '../test-support/emulator-headers';

describe('GET /postings/{uuid}/candidates/{candidateId}/status', () => {
  let platform: RunningPlatform;
  /** A candidate who applied to the visa posting in this file's setup. */
  let candidateId: string;
  beforeAll(async () => {
    platform = await startTestPlatform();
    const configuration = await readConfiguration(platform.url, seededPostings.visa);
    const response = await postApplication(
      platform.url,
      seededPostings.visa,
      validApplication(configuration, uniqueEmail('status')),
    );
    expect(response.status).toBe(201);
    candidateId = applicationCreatedSchema.parse(await response.json()).id;
  });
  afterAll(async () => {
    await platform.close();
  });

  const status = (postingUuid: string, id: string) =>
    fetch(`${platform.url}/postings/${postingUuid}/candidates/${id}/status`, { headers: serviceHeaders });

  it('answers 404 for an unknown candidate', async () => {
    await expectApiError(await status(seededPostings.visa, '00000000-0000-4000-8000-000000000000'), 404);
  });

  it('answers 404 when the candidate applied to another posting', async () => {
    await expectApiError(await status(seededPostings.noQuestions, candidateId), 404);
  });

  it('follows the candidate as the platform moves it on', async () => {
    const before = await status(seededPostings.visa, candidateId);
    expect(candidateStatusResponseSchema.parse(await before.json())).toEqual({ status: 'NEW' });

    const moved = await fetch(`${platform.url}/_emulator/candidates/${candidateId}/status`, {
      method: 'PUT',
      headers: emulatorHeaders,
      body: JSON.stringify({ status: 'INTERVIEW' }),
    });
    expect(moved.status).toBe(200);

    const after = await status(seededPostings.visa, candidateId);
    expect(after.status).toBe(200);
    expect(candidateStatusResponseSchema.parse(await after.json())).toEqual({ status: 'INTERVIEW' });
  });
});
