import type { APIRequestContext } from '@playwright/test';

const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * The hidden fields a page's no-JavaScript form sends (which server action, its bound arguments, a form
 * token), as a hand-made request would copy them from the page.
 */
export async function hiddenFields(
  request: APIRequestContext,
  path: string,
): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields[unescapeHtml(name)] = unescapeHtml(/value="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  return fields;
}

/** The name of the field that carries a server action's bound arguments (`$ACTION_1:1`), if any. */
export const boundArgumentsField = (fields: Record<string, string>) =>
  Object.keys(fields).find((name) => name.endsWith(':1'));

/** The server action a page's no-JavaScript form names (`$ACTION_1:0` is `{"id":…,"bound":…}`), if any. */
export function actionIdOf(fields: Record<string, string>): string | undefined {
  const descriptor = Object.entries(fields).find(([name]) => name.endsWith(':0'))?.[1];
  return (JSON.parse(descriptor ?? '{}') as { id?: string }).id;
}
