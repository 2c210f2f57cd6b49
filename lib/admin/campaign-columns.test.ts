import { describe, expect, it } from 'vitest';
import { campaignText } from './campaign-columns';

describe('campaignText', () => {
  it('names each picked part, "no …" for one the visit did not carry, and leaves the rest out', () => {
    expect(campaignText({ source: 'linkedin', medium: 'social', campaign: 'spring' })).toBe(
      'source linkedin, medium social, campaign spring',
    );
    expect(campaignText({ source: 'indeed', medium: null, campaign: null })).toBe(
      'source indeed, no medium, no campaign',
    );
    expect(campaignText({ campaign: 'spring' })).toBe('campaign spring');
    expect(campaignText({})).toBe('');
  });
});
