/** Splits a byte stream into lines as it arrives, without holding more than one partial line. */
export async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, newline).trim();
        pending = pending.slice(newline + 1);
        if (line) yield line;
      }
    }
    pending += decoder.decode();
    if (pending.trim()) yield pending.trim();
  } finally {
    // A consumer that stops early must not leave the response streaming.
    await reader.cancel().catch(() => {});
  }
}
