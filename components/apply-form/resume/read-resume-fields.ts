import { resumeWorthReading, resumeKindOf } from './resume-kind';
import { RESUME_READER, type ResumeResponse, type ResumeWorkerReady } from './resume-messages';

/** Long enough for a real resume on a slow device; a file that takes longer is given up, not waited on. */
export const RESUME_READ_TIMEOUT_MS = 8_000;
/**
 * How long the reader's own code may take to arrive, before the file's time starts: its parsers are about
 * 2 MB, which a slow mobile connection takes well over 8 s to bring.
 */
export const RESUME_READER_LOAD_TIMEOUT_MS = 60_000;

/**
 * Reads a resume's contact details in a worker of its own (nothing leaves the browser): the parsers load
 * only now, and a corrupt, encrypted or huge file cannot freeze the page — past the time limit the worker
 * is ended. Always answers; never throws.
 */
export async function readResumeFields(
  file: File,
  timeoutMs = RESUME_READ_TIMEOUT_MS,
  loadTimeoutMs = RESUME_READER_LOAD_TIMEOUT_MS,
): Promise<ResumeResponse> {
  const kind = resumeKindOf(file);
  if (!kind || !resumeWorthReading(file)) return { status: 'failed' };
  // A classic worker: the bundler's worker bootstrap loads its chunks with importScripts, which module
  // workers do not have. Served from /_next/static (worker-src 'self').
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { status: 'failed' };
  }
  // Its handlers are set at once, so its first message cannot go unheard.
  const worker = new Worker(new URL('./resume-text.worker.ts', import.meta.url));
  try {
    return await new Promise<ResumeResponse>((resolve) => {
      const giveUpAfter = (ms: number) => setTimeout(() => resolve({ status: 'failed' }), ms);
      let timer = giveUpAfter(loadTimeoutMs);
      worker.onmessage = (event: MessageEvent<(ResumeResponse | ResumeWorkerReady) & { from?: string }>) => {
        // pdf.js's worker code, loaded in the same worker, announces itself too: only ours count.
        if (event.data?.from !== RESUME_READER) return;
        if (event.data.status === 'ready') {
          // Its code has arrived: the file's own time starts now.
          clearTimeout(timer);
          timer = giveUpAfter(timeoutMs);
          return worker.postMessage({ kind, bytes }, [bytes]);
        }
        clearTimeout(timer);
        resolve(event.data);
      };
      worker.onerror = () => {
        clearTimeout(timer);
        resolve({ status: 'failed' });
      };
    });
  } finally {
    worker.terminate();
  }
}
