// Runs pdf.js's own worker code in this worker (it looks for `globalThis.pdfjsWorker` first), so no
// second worker script has to load: everything comes from the site, under `worker-src 'self'`.
import 'pdfjs-dist/build/pdf.worker.mjs';
import { getDocument, VerbosityLevel } from 'pdfjs-dist';
import mammoth from 'mammoth';
import { extractResumeFields } from '@/lib/careers/resume/resume-fields';
import {
  RESUME_READER,
  type ResumeRequest,
  type ResumeResponse,
  type ResumeWorkerReady,
} from './resume-messages';

/** A resume's contact details are on its first pages. */
const MAX_PAGES = 3;

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    // pdf.js warns in the candidate's console about its own set-up ("fake worker", by design here) and
    // about every flaw of a file it still reads; a file it cannot read is answered as failed below.
    verbosity: VerbosityLevel.ERRORS,
  });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES); number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
    );
  }
  await task.destroy();
  return pages.join('\n');
}

async function docxText(bytes: ArrayBuffer): Promise<string> {
  return (await mammoth.extractRawText({ arrayBuffer: bytes })).value;
}

self.onmessage = async (event: MessageEvent<ResumeRequest>) => {
  const { kind, bytes } = event.data;
  let response: ResumeResponse;
  try {
    const text = kind === 'pdf' ? await pdfText(bytes) : await docxText(bytes);
    response = { status: 'ok', fields: extractResumeFields(text) };
  } catch {
    // Encrypted, corrupt or not what its name says: the page only says it could not read it.
    response = { status: 'failed' };
  }
  self.postMessage({ ...response, from: RESUME_READER });
};

self.postMessage({ status: 'ready', from: RESUME_READER } satisfies ResumeWorkerReady & { from: string });
