import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AlertLinkSigner, type AlertLinkPurpose } from './alerts/alert-links';
import { DraftLinkSigner } from './drafts/draft-links';
import { newApplicationId, StatusLinkSigner } from './status-link';

// The three links share the site's keys, so only their own labels and layouts keep them apart.
const keys = [{ id: 'k1', secret: randomBytes(32) }];
const now = Date.UTC(2026, 0, 10, 12);
const purposes: AlertLinkPurpose[] = ['confirm', 'unsubscribe', 'manage'];
const status = new StatusLinkSigner(keys);
const alerts = new AlertLinkSigner(keys);
const drafts = new DraftLinkSigner(keys);

describe('signed links of different kinds', () => {
  it('never verify as one another, though signed with the same keys', () => {
    const statusToken = status.sign(newApplicationId());
    const alertTokens = purposes.map((purpose) => alerts.sign(purpose, newApplicationId(), now));
    const draftToken = drafts.issue(now).token;
    for (const token of [statusToken, ...alertTokens]) expect(drafts.verify(token, now), token).toBeNull();
    for (const token of [statusToken, draftToken])
      for (const purpose of purposes) expect(alerts.verify(token, purpose, now), token).toBeNull();
    for (const token of [draftToken, ...alertTokens]) expect(status.verify(token), token).toBeNull();
  });
});
