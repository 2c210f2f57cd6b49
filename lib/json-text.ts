/** The value a JSON text holds, or undefined for text that is no JSON (a hand-made body, a half-written line). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
