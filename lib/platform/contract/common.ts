import { z } from 'zod';

/** ISO 8601 in UTC with milliseconds, e.g. 2026-04-01T09:30:00.000Z (spec §2). */
export const isoTimestampSchema = z.iso.datetime({ precision: 3 });

export const idLabelSchema = z.object({ id: z.string(), label: z.string() });
export type IdLabel = z.infer<typeof idLabelSchema>;

export const languageSchema = z.object({ code: z.string().min(2).max(10) });
