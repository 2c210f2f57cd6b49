import { describe, expect, it } from 'vitest';
import type { PostingSummary } from '../platform/contract';
import {
  inScope,
  isScoped,
  NO_SCOPE,
  parsePostingsScope,
  postingsScopeText,
  scopedQuery,
} from './postings-scope';

const posting = (overrides: Partial<PostingSummary> = {}): PostingSummary => ({
  id: '1',
  uuid: 'u',
  name: 'Job',
  location: { city: 'Hamburg', country: 'de' },
  department: { id: 'ops', label: 'Operations' },
  customField: [
    { fieldId: 'brand', fieldLabel: 'Brand', valueId: 'acme-field', valueLabel: 'Acme Field' },
    { fieldId: 'unit', fieldLabel: 'Unit', valueId: 'north', valueLabel: 'North' },
  ],
  ...overrides,
});

describe('the postings a site shows (SITE_POSTINGS_FILTER)', () => {
  it('reads custom fields (several values each), a country and a department', () => {
    const scope = parsePostingsScope(' custom_field.brand=acme-field,acme-labs & country=DE&department=ops ');
    expect(scope).toEqual({
      customFields: [{ fieldId: 'brand', valueIds: ['acme-field', 'acme-labs'] }],
      country: 'de',
      department: 'ops',
    });
    expect(isScoped(scope)).toBe(true);
    expect(isScoped(NO_SCOPE)).toBe(false);
    // Written back as the console shows it.
    expect(postingsScopeText(scope)).toBe(
      'country=de&department=ops&custom_field.brand=acme-field,acme-labs',
    );
    expect(postingsScopeText(NO_SCOPE)).toBe('');
  });

  it('refuses what it would not pass on to the platform as written', () => {
    for (const bad of [
      'brand=acme',
      'country=Germany',
      'department=a,b',
      'custom_field.brand',
      'custom_field.brand=a=b',
      'custom_field.bad id=x',
      'q=robot',
    ])
      expect(() => parsePostingsScope(bad), bad).toThrow(/expected/);
  });

  it('adds its filters to every list query, and answers nothing for another country or team', () => {
    const scope = parsePostingsScope('custom_field.brand=a,b&country=de');
    expect(scopedQuery(scope, { q: 'robot', city: 'Hamburg' })).toEqual({
      q: 'robot',
      city: 'Hamburg',
      country: 'de',
      'custom_field.brand': 'a,b',
    });
    expect(scopedQuery(scope, { country: 'DE' })).toMatchObject({ country: 'de' });
    expect(scopedQuery(scope, { country: 'pl' })).toBeNull();
    expect(scopedQuery(parsePostingsScope('department=ops'), { department: 'eng' })).toBeNull();
    expect(scopedQuery(NO_SCOPE, { department: 'eng' })).toEqual({ department: 'eng' });
  });

  it('tells whether a posting fetched by its id is one of the site’s', () => {
    expect(inScope(posting(), NO_SCOPE)).toBe(true);
    expect(inScope(posting(), parsePostingsScope('custom_field.brand=acme-labs,acme-field'))).toBe(true);
    expect(inScope(posting(), parsePostingsScope('custom_field.brand=acme-labs'))).toBe(false);
    // Every field must match: one brand and one unit.
    expect(
      inScope(posting(), parsePostingsScope('custom_field.brand=acme-field&custom_field.unit=south')),
    ).toBe(false);
    expect(
      inScope(posting({ customField: undefined }), parsePostingsScope('custom_field.brand=acme-field')),
    ).toBe(false);
    expect(inScope(posting(), parsePostingsScope('country=de&department=ops'))).toBe(true);
    expect(inScope(posting(), parsePostingsScope('country=pl'))).toBe(false);
    expect(inScope(posting({ department: undefined }), parsePostingsScope('department=ops'))).toBe(false);
  });
});
