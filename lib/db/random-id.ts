import { randomBytes } from 'node:crypto';

/** 128 random bits as base64url (22 characters): row ids that reveal neither order nor count. */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}
