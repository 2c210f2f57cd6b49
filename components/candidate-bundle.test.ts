import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The candidate's pages must stay light (first-load JS is measured by `npm run bench -- pages`): zod and
 * the platform contract built on it are loaded only when the form is first checked
 * (components/apply-form/lazy-schema-resolver.ts). One static import from a browser component is enough
 * to put them (about 35 kB gzip) on every page, so this follows each browser component's static imports
 * and fails on one that reaches them.
 */
const root = path.resolve(__dirname, '..');
// The contract's index brings its zod schemas; its plain-data files (application-rules.ts) are walked.
const heavy = [/^zod(\/|$)/, /^@hookform\/resolvers/, /^@\/lib\/platform\/contract$/];
const candidateFacing = ['components', 'app/(site)', 'app/embed'];

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return name === 'admin' ? [] : filesUnder(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const directive = (source: string) =>
  /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"](use client|use server)['"]/.exec(source)?.[1];

/** Static, value imports and re-exports (type-only ones are erased; `import()` is loaded on demand). */
function importsOf(source: string): string[] {
  const found = source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm);
  return [...found].map((match) => match[1]!);
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** The chain of imports from a browser component to a heavy module, or null when there is none. */
function heavyChain(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // A server action imported by the browser is a reference to call, not code that ships.
    if (chain.length > 0 && directive(source) === 'use server') return null;
    for (const specifier of importsOf(source)) {
      if (heavy.some((pattern) => pattern.test(specifier))) return [...chain, file, specifier];
      const next = resolve(file, specifier);
      const found = next && walk(next, [...chain, file]);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, []);
}

describe('browser components on the candidate pages', () => {
  const entries = candidateFacing
    .flatMap((directory) => filesUnder(path.join(root, directory)))
    .filter((file) => directive(readFileSync(file, 'utf8')) === 'use client');

  it('are found', () => {
    expect(entries.length).toBeGreaterThan(20);
  });

  it('import zod and the platform contract only on demand', () => {
    const chains = entries
      .map(heavyChain)
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.map((file) => path.relative(root, file)).join(' → '));
    expect(chains).toEqual([]);
  });
});
