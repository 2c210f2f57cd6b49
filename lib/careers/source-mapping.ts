import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { sourceDetailsSchema, type SourceDetails } from '../platform/contract';
import type { Tracking } from './source-details';

/**
 * How campaign tracking becomes the platform's documented `sourceDetails`: the employer maps a campaign's
 * `utm_source` (or `source`) value — lower case — to the source ids set up on their platform account;
 * `"*"` maps any other campaign. No mapping, or no match: no `sourceDetails` at all.
 */
const mappingSchema = z.record(
  z.string().trim().toLowerCase().min(1).max(200),
  // The platform's SourceDetails requires the type and the source; the subtype is optional (SDK
  // SourceDetails, developers.smartrecruiters.com "candidatesaddtojob"). A mapping it would refuse would
  // have every application of that campaign refused: it is refused here, at start-up, instead.
  sourceDetailsSchema.refine(
    (ids) => ids.sourceTypeId !== undefined && ids.sourceId !== undefined,
    'name sourceTypeId and sourceId (sourceSubTypeId may be left out)',
  ),
);
export type SourceMapping = z.infer<typeof mappingSchema>;

/** `SOURCE_MAPPING`: inline JSON (`{"linkedin": {"sourceTypeId": "…", "sourceId": "…"}}`) or a JSON file's path. */
export const sourceMappingEnvSchema = z
  .string()
  .trim()
  .min(1)
  .transform((text, context) => {
    let json: unknown;
    try {
      json = JSON.parse(text.startsWith('{') ? text : readFileSync(text, 'utf8'));
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `expected JSON or the path of a JSON file (${(error as Error).message})`,
      });
      return z.NEVER;
    }
    const parsed = mappingSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      context.addIssue({
        code: 'custom',
        message: `${issue?.path.join('.') || 'mapping'}: ${issue?.message ?? 'invalid'}`,
      });
      return z.NEVER;
    }
    return parsed.data;
  });

/** The `sourceDetails` for a campaign, or undefined when the mapping says nothing about it. */
export function sourceDetailsFor(
  tracking: Tracking,
  mapping: SourceMapping | undefined,
): SourceDetails | undefined {
  if (!mapping) return undefined;
  const campaign = (tracking.utm_source ?? tracking.source)?.trim().toLowerCase();
  if (!campaign) return undefined;
  return mapping[campaign] ?? mapping['*'];
}
