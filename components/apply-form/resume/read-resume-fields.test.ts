import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES } from '@/lib/platform/contract/application-rules';
import { readResumeFields } from './read-resume-fields';
import { RESUME_READER } from './resume-messages';

/**
 * Stands for the browser's Worker (Node has none): it says it is ready, then does what the test asks
 * of the parser inside it — never answer (a file that makes the parser spin), fail, or answer.
 */
type Behaviour = 'hang' | 'crash' | 'answer';
const started: FakeWorker[] = [];
let behaviour: Behaviour = 'hang';
/** When the worker's code has arrived and it says it is ready: at once, after a slow download, or never. */
let readyAfterMs: number | null = 0;

class FakeWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor() {
    started.push(this);
    const ready = () => this.onmessage?.({ data: { from: RESUME_READER, status: 'ready' } });
    if (readyAfterMs === 0) queueMicrotask(ready);
    else if (readyAfterMs !== null) setTimeout(ready, readyAfterMs);
  }
  postMessage() {
    if (behaviour === 'crash') queueMicrotask(() => this.onerror?.());
    if (behaviour === 'answer')
      queueMicrotask(() =>
        this.onmessage?.({ data: { from: RESUME_READER, status: 'ok', fields: { firstName: 'Grace' } } }),
      );
  }
  terminate() {
    this.terminated = true;
  }
}

const pdf = (bytes = 64) => new File([new Uint8Array(bytes)], 'resume.pdf', { type: 'application/pdf' });

beforeEach(() => {
  started.length = 0;
  readyAfterMs = 0;
  vi.useFakeTimers();
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('readResumeFields', () => {
  it('gives up on a file the parser never finishes once the time limit passes, and ends its worker', async () => {
    behaviour = 'hang';
    let answer: unknown;
    const reading = readResumeFields(pdf(), 8_000).then((result) => (answer = result));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await reading;
    expect(answer).toEqual({ status: 'failed' });
    expect(started).toHaveLength(1);
    expect(started[0]!.terminated).toBe(true);
  });

  it('gives the file its whole time once the reader’s code has arrived, however slowly it came', async () => {
    behaviour = 'answer';
    readyAfterMs = 20_000;
    let answer: unknown;
    const reading = readResumeFields(pdf(), 8_000, 60_000).then((result) => (answer = result));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await reading;
    expect(answer).toMatchObject({ status: 'ok', fields: { firstName: 'Grace' } });
  });

  it('gives up when the reader’s code never arrives, and ends its worker', async () => {
    readyAfterMs = null;
    let answer: unknown;
    const reading = readResumeFields(pdf(), 8_000, 60_000).then((result) => (answer = result));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await reading;
    expect(answer).toEqual({ status: 'failed' });
    expect(started[0]!.terminated).toBe(true);
  });

  it('answers "failed" when the worker fails, and ends it', async () => {
    behaviour = 'crash';
    const reading = readResumeFields(pdf());
    await vi.advanceTimersByTimeAsync(0);
    expect(await reading).toEqual({ status: 'failed' });
    expect(started[0]!.terminated).toBe(true);
  });

  it("passes on the worker's answer", async () => {
    behaviour = 'answer';
    const reading = readResumeFields(pdf());
    await vi.advanceTimersByTimeAsync(0);
    expect(await reading).toMatchObject({ status: 'ok', fields: { firstName: 'Grace' } });
    expect(started[0]!.terminated).toBe(true);
  });

  it('starts no worker for a file over the size limit, or of a kind it does not read', async () => {
    expect(await readResumeFields(pdf(MAX_FILE_BYTES + 1))).toEqual({ status: 'failed' });
    const image = new File([new Uint8Array(8)], 'photo.png', { type: 'image/png' });
    expect(await readResumeFields(image)).toEqual({ status: 'failed' });
    expect(started).toHaveLength(0);
  });
});
