import { describe, expect, it } from 'vitest';
import { embedContentSecurityPolicy } from './frame-policy';

describe('embedContentSecurityPolicy', () => {
  it('lets only the allowed origins frame the page', () => {
    expect(embedContentSecurityPolicy(['https://www.acme.example', 'http://127.0.0.1:3301'])).toBe(
      "frame-ancestors 'self' https://www.acme.example http://127.0.0.1:3301; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('lets only the site itself frame the page when no origin is allowed', () => {
    expect(embedContentSecurityPolicy([])).toMatch(/^frame-ancestors 'self';/);
  });
});
