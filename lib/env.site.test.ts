import { describe, expect, it } from 'vitest';
import { EnvError, readSiteEnv } from './env';

describe('readSiteEnv', () => {
  it('gives the documented defaults', () => {
    expect(readSiteEnv({})).toEqual({
      SITE_NAME: 'Acme Robotics',
      SITE_URL: 'http://localhost:3000',
      SITE_ACCENT_COLOR: '#1f5fbf',
      SITE_LOGO_PATH: '/logo.svg',
      PAGE_CACHE: true,
      SITE_PAY_FIELD: 'salary',
      SITE_DISTANCE_UNIT: 'km',
      SITE_REFERRALS: true,
      SITE_POSTINGS_FILTER: { customFields: [] },
    });
  });

  it('states distances in miles when told, and in nothing but kilometres or miles', () => {
    expect(readSiteEnv({ SITE_DISTANCE_UNIT: 'mi' }).SITE_DISTANCE_UNIT).toBe('mi');
    for (const bad of ['miles', 'MI', 'm'])
      expect(() => readSiteEnv({ SITE_DISTANCE_UNIT: bad })).toThrow(/SITE_DISTANCE_UNIT/);
  });

  it('reads which postings the site shows, and names the variable and the rule for a bad one', () => {
    expect(
      readSiteEnv({ SITE_POSTINGS_FILTER: 'custom_field.brand=acme-field,acme-labs&country=DE' })
        .SITE_POSTINGS_FILTER,
    ).toEqual({ customFields: [{ fieldId: 'brand', valueIds: ['acme-field', 'acme-labs'] }], country: 'de' });
    for (const bad of ['brand=acme', 'country=Germany', 'custom_field.brand=', 'custom_field.brand=a b'])
      expect(() => readSiteEnv({ SITE_POSTINGS_FILTER: bad })).toThrow(/SITE_POSTINGS_FILTER.*expected/);
  });

  it('normalises the URL and the colour', () => {
    expect(
      readSiteEnv({ SITE_URL: 'https://jobs.acme.example/', SITE_ACCENT_COLOR: '#AABBCC' }),
    ).toMatchObject({
      SITE_URL: 'https://jobs.acme.example',
      SITE_ACCENT_COLOR: '#aabbcc',
    });
  });

  it('refuses bad values, naming each', () => {
    const read = () =>
      readSiteEnv({
        SITE_URL: 'ftp://x',
        SITE_ACCENT_COLOR: 'blue',
        SITE_LOGO_PATH: '//evil.example/logo.svg',
      });
    expect(read).toThrow(EnvError);
    expect(read).toThrow(/SITE_URL/);
    expect(read).toThrow(/SITE_ACCENT_COLOR/);
    expect(read).toThrow(/SITE_LOGO_PATH/);
    expect(() => readSiteEnv({ SITE_LOGO_PATH: 'logo.svg' })).toThrow(/SITE_LOGO_PATH/);
  });

  it('takes a privacy contact (address or page) and the employer’s policy as a web page only', () => {
    expect(
      readSiteEnv({
        SITE_PRIVACY_CONTACT: 'privacy@acme.example',
        SITE_PRIVACY_POLICY_URL: 'https://acme.example/privacy',
      }),
    ).toMatchObject({
      SITE_PRIVACY_CONTACT: 'privacy@acme.example',
      SITE_PRIVACY_POLICY_URL: 'https://acme.example/privacy',
    });
    expect(() => readSiteEnv({ SITE_PRIVACY_POLICY_URL: 'javascript:alert(1)' })).toThrow(
      /SITE_PRIVACY_POLICY_URL/,
    );
    expect(() => readSiteEnv({ SITE_PRIVACY_CONTACT: 'not an address' })).toThrow(/SITE_PRIVACY_CONTACT/);
  });
});
