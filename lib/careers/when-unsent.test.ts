import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSENT, whenUnsent } from './when-unsent';

const unsent = (id: string) => ({ status: 'unsent', id, formError: UNSENT });

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

  it('passes the action’s own answer through', async () => {
    vi.stubGlobal('window', {});
    const action = whenUnsent(async (id: string) => ({ status: 'ok', id, formError: '' }), unsent);
    await expect(action('a2')).resolves.toEqual({ status: 'ok', id: 'a2', formError: '' });
  });

  it('is the action itself on the server, where forms render to post without JavaScript', () => {
    const original = async (id: string) => unsent(id);
    expect(whenUnsent(original, unsent)).toBe(original);
  });
});
