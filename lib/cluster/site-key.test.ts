import { describe, expect, it } from 'vitest';
import { siteKey } from './cluster';

describe('siteKey', () => {
  it('is the same for one platform and company, and differs for another platform or company', () => {
    const acme = { PLATFORM_API_URL: 'http://localhost:4010', PLATFORM_COMPANY_ID: 'acme' };
    expect(siteKey(acme)).toBe(siteKey({ ...acme }));
    expect(siteKey({ ...acme, PLATFORM_COMPANY_ID: 'globex' })).not.toBe(siteKey(acme));
    expect(siteKey({ ...acme, PLATFORM_API_URL: 'http://127.0.0.1:4150' })).not.toBe(siteKey(acme));
  });
});
