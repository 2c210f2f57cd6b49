import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceDetailsFor, sourceMappingEnvSchema } from './source-mapping';

const linkedIn = { sourceTypeId: 'social', sourceSubTypeId: 'linkedin', sourceId: 'li-1' };

describe('source mapping', () => {
  it('reads inline JSON and maps utm_source, then source, case-insensitively', () => {
    const mapping = sourceMappingEnvSchema.parse(
      JSON.stringify({ LinkedIn: linkedIn, '*': { sourceTypeId: 'career-site', sourceId: 'web' } }),
    );
    expect(sourceDetailsFor({ utm_source: 'linkedin', utm_medium: 'cpc' }, mapping)).toEqual(linkedIn);
    expect(sourceDetailsFor({ source: 'LINKEDIN' }, mapping)).toEqual(linkedIn);
    expect(sourceDetailsFor({ utm_source: 'newsletter' }, mapping)).toEqual({
      sourceTypeId: 'career-site',
      sourceId: 'web',
    });
  });

  it('sends nothing without a campaign, without a mapping, or without a match', () => {
    const mapping = sourceMappingEnvSchema.parse(JSON.stringify({ linkedin: linkedIn }));
    expect(sourceDetailsFor({}, mapping)).toBeUndefined();
    expect(sourceDetailsFor({ utm_source: 'linkedin' }, undefined)).toBeUndefined();
    expect(sourceDetailsFor({ utm_source: 'indeed' }, mapping)).toBeUndefined();
  });

  it('reads a JSON file', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'source-mapping-')), 'sources.json');
    writeFileSync(file, JSON.stringify({ indeed: { sourceTypeId: 'job-board', sourceId: 'indeed' } }));
    expect(sourceMappingEnvSchema.parse(file)).toEqual({
      indeed: { sourceTypeId: 'job-board', sourceId: 'indeed' },
    });
  });

  it('refuses undocumented keys, empty entries and unreadable input with the reason', () => {
    expect(sourceMappingEnvSchema.safeParse('{"x": {"tracking": "y"}}').success).toBe(false);
    expect(sourceMappingEnvSchema.safeParse('{"x": {}}').error?.issues[0]?.message).toMatch(
      /x: name sourceTypeId and sourceId/,
    );
    // The platform requires both (SDK SourceDetails): a type alone, or a source alone, would be refused.
    expect(sourceMappingEnvSchema.safeParse('{"x": {"sourceTypeId": "social"}}').success).toBe(false);
    expect(sourceMappingEnvSchema.safeParse('{"x": {"sourceId": "li"}}').success).toBe(false);
    expect(sourceMappingEnvSchema.safeParse('/no/such/file.json').error?.issues[0]?.message).toMatch(/JSON/);
  });
});
