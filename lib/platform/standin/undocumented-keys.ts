import { applicationSchema } from '../contract';

/**
 * The paths of every key in an application body that ApplyApiRequest does not document, at any depth
 * (`sourceDetails.tracking`, `location.zip`, `answers[0].note`…). The contract's schema keeps exactly the
 * documented keys, so a key of the body missing from the parsed result is an undocumented one; a body that
 * does not parse at all is reported by its first issues instead.
 */
export function undocumentedApplicationKeys(body: unknown): { paths: string[]; invalid?: string } {
  const parsed = applicationSchema.safeParse(body);
  if (parsed.success) return { paths: keysMissingFrom(body, parsed.data, '') };
  const paths = parsed.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => [...issue.path, key].map(String).join('.'))
      : [],
  );
  const invalid = parsed.error.issues
    .filter((issue) => issue.code !== 'unrecognized_keys')
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
  return { paths, ...(invalid ? { invalid } : {}) };
}

function keysMissingFrom(sent: unknown, kept: unknown, at: string): string[] {
  if (Array.isArray(sent))
    return sent.flatMap((item, index) =>
      keysMissingFrom(item, Array.isArray(kept) ? kept[index] : undefined, `${at}[${index}]`),
    );
  if (sent === null || typeof sent !== 'object') return [];
  const keptObject = (kept ?? {}) as Record<string, unknown>;
  return Object.entries(sent).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    return Object.hasOwn(keptObject, key) ? keysMissingFrom(value, keptObject[key], path) : [path];
  });
}
