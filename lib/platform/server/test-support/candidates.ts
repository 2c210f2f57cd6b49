import { expect } from 'vitest';
import { applicationCreatedSchema } from '../../contract';
import type { RunningPlatform } from '../server';
import { emulatorHeaders } from './emulator-headers';
import {
  postApplication,
  readConfiguration,
  seededPostings,
  uniqueEmail,
  validApplication,
} from './valid-application';

/** A new candidate who applied to the visa posting (its questions answered): answers the candidate's id. */
export async function appliedCandidate(platformUrl: string, tag: string): Promise<string> {
  const configuration = await readConfiguration(platformUrl, seededPostings.visa);
  const applied = await postApplication(
    platformUrl,
    seededPostings.visa,
    validApplication(configuration, uniqueEmail(tag)),
  );
  expect(applied.status).toBe(201);
  return applicationCreatedSchema.parse(await applied.json()).id;
}

/** Moves a candidate as staff do, then waits until the webhook notifications it made are answered. */
export async function moveCandidate(platform: RunningPlatform, candidateId: string, status: string) {
  const moved = await fetch(`${platform.url}/_emulator/candidates/${candidateId}/status`, {
    method: 'PUT',
    headers: emulatorHeaders,
    body: JSON.stringify({ status }),
  });
  expect(moved.status).toBe(200);
  await platform.ctx.webhooks.idle();
}
