import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnrecognizedActionError } from 'next/dist/client/components/unrecognized-action-error';
import { UNSENT, whenUnsent } from './when-unsent';

const unsent = (why: string, id: string) => ({ status: 'unsent', id, formError: why });

describe('a server action as the browser calls it', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers for a request that failed, with what it was called with', async () => {
    vi.stubGlobal('window', {});
    const action = whenUnsent(async (id: string) => {
      throw new TypeError(`Failed to fetch ${id}`);
    }, unsent);
    await expect(action('a1')).resolves.toEqual({
      status: 'unsent',
      id: 'a1',
      formError: 'pageError.unsent',
    });
  });

  it('asks for a reload when the site no longer knows the action (a deploy since the page was opened)', async () => {
    vi.stubGlobal('window', {});
    const action = whenUnsent(async (id: string) => {
      throw new UnrecognizedActionError(`Server Action ${id} was not found on the server.`);
    }, unsent);
    await expect(action('a3')).resolves.toEqual({
      status: 'unsent',
      id: 'a3',
      formError: 'pageError.outdated',
    });
  });

  it('passes the action’s own answer through', async () => {
    vi.stubGlobal('window', {});
    const action = whenUnsent(async (id: string) => ({ status: 'ok', id, formError: '' }), unsent);
    await expect(action('a2')).resolves.toEqual({ status: 'ok', id: 'a2', formError: '' });
  });

  it('is the action itself on the server, where forms render to post without JavaScript', () => {
    const original = async (id: string) => unsent(UNSENT, id);
    expect(whenUnsent(original, unsent)).toBe(original);
  });
});
