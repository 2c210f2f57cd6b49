import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * During a rolling deploy the first instance of a release migrates the database while instances of the
 * release before it still serve, on the same database. A migration must therefore leave the previous
 * release's statements working: add tables, columns with a default or no NOT NULL, indexes and wider
 * checks; drop, rename or narrow only in a later release, once nothing reads or writes the old shape.
 * These are the statements that can break the previous release.
 */
const BREAKS_THE_PREVIOUS_RELEASE: [what: string, pattern: RegExp][] = [
  ['drops a table or a column', /\bDROP\s+(TABLE|COLUMN)\b/i],
  ['renames a table or a column', /\bRENAME\b/i],
  ['changes a column’s type', /\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i],
  ['makes an existing column required, or takes its default away', /\b(SET\s+NOT\s+NULL|DROP\s+DEFAULT)\b/i],
  ['adds a required column with no default', /\bADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b/i],
  // The previous release's ON CONFLICT names the key it knows, and its rows must still pass the checks.
  ['replaces a key or a check', /\bDROP\s+CONSTRAINT\b|\bDROP\s+INDEX\b/i],
];

/**
 * Each migration that does one of those anyway, and what it means for the previous release's instances
 * while both run. A new one is added here only with its reason, and said in the release's note.
 */
const REVIEWED: Record<string, string> = {
  '0011_withdrawn-before-delivery':
    'widens the status check: every status the previous release writes passes',
  '0014_visits-by-channel':
    'keys campaign visits by channel too: the previous release’s visit counts fail while both run (its visits are lost, nothing else)',
  '0016_alert-hourly': 'widens the frequency check: every frequency the previous release writes passes',
  '0018_job-views-by-channel':
    'keys job views by channel too: the previous release’s view counts fail while both run (its views are lost, nothing else)',
  '0023_staff_activity_exported_activity':
    'widens the staff action check: every action the previous release writes passes',
};

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const migrations = readdirSync(folder)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => ({ tag: file.replace(/\.sql$/, ''), sql: readFileSync(path.join(folder, file), 'utf8') }));

/** What in a migration can break the previous release, statement by statement. */
function breaking(sql: string): string[] {
  return sql
    .split(/--> statement-breakpoint|;/)
    .map((statement) => statement.replace(/--.*$/gm, '').trim())
    .flatMap((statement) =>
      BREAKS_THE_PREVIOUS_RELEASE.filter(([, pattern]) => pattern.test(statement)).map(
        ([what]) => `${what}: ${statement.slice(0, 120)}`,
      ),
    );
}

describe('migrations keep the previous release working during a rolling deploy', () => {
  it('tells what breaks the previous release from what does not', () => {
    for (const sql of [
      'ALTER TABLE "a" DROP COLUMN "b"',
      'DROP TABLE "a"',
      'ALTER TABLE "a" RENAME COLUMN "b" TO "c"',
      'ALTER TABLE "a" ALTER COLUMN "b" SET DATA TYPE integer',
      'ALTER TABLE "a" ALTER COLUMN "b" SET NOT NULL',
      'ALTER TABLE "a" ADD COLUMN "b" text NOT NULL',
      'ALTER TABLE "a" DROP CONSTRAINT "a_pkey"',
      'DROP INDEX "a_unique"',
    ])
      expect(breaking(sql), sql).toHaveLength(1);
    for (const sql of [
      'CREATE TABLE "a" ("id" text PRIMARY KEY NOT NULL, "b" text NOT NULL)',
      'ALTER TABLE "a" ADD COLUMN "b" text DEFAULT \'x\' NOT NULL',
      'ALTER TABLE "a" ADD COLUMN "b" timestamp (3) with time zone',
      'CREATE INDEX "a_b" ON "a" USING btree ("b")',
      'ALTER TABLE "a" ADD CONSTRAINT "a_b" CHECK ("b" in (\'x\', \'y\'))',
      '-- DROP TABLE "a" was the old way\nCREATE INDEX "a_c" ON "a" ("c")',
    ])
      expect(breaking(sql), sql).toEqual([]);
  });

  it('every migration adds only, or is reviewed with what it means for the previous release', () => {
    const unreviewed = migrations
      .filter(({ tag, sql }) => breaking(sql).length > 0 && !(tag in REVIEWED))
      .map(({ tag, sql }) => `${tag}: ${breaking(sql).join('; ')}`);
    expect(unreviewed).toEqual([]);
  });

  it('reviews only migrations that exist and need it', () => {
    const needed = new Set(migrations.filter(({ sql }) => breaking(sql).length > 0).map(({ tag }) => tag));
    expect(Object.keys(REVIEWED).filter((tag) => !needed.has(tag))).toEqual([]);
  });
});
