import type { core } from 'zod/mini';

/** A refusal found by a hand-written check, with its path relative to the value checked. */
export type Issue = { path: (string | number)[]; message: string };

/** Hands a check's issues to zod, so they carry form paths like zod's own. */
export const reportIssues = (issues: Issue[], ctx: core.$RefinementCtx) =>
  issues.forEach(({ path, message }) => ctx.addIssue({ code: 'custom', path, message }));
