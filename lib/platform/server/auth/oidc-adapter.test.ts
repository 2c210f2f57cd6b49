import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPlatformStore, type PlatformStore } from '../store/db';
import { oidcModels } from '../store/schema';
import { createOidcAdapter, type OidcAdapterFactory } from './oidc-adapter';

describe('oidc adapter on oidc_models', () => {
  let store: PlatformStore;
  let factory: OidcAdapterFactory;
  beforeAll(async () => {
    store = await openPlatformStore('memory://');
  });
  beforeEach(async () => {
    await store.db.delete(oidcModels);
    factory = createOidcAdapter(store.db);
  });
  afterAll(() => store.close());

  it('stores, finds and replaces a payload per model', async () => {
    const tokens = new factory.Adapter('AccessToken');
    const codes = new factory.Adapter('AuthorizationCode');
    await tokens.upsert('t1', { jti: 't1', scope: 'a' }, 60);
    await tokens.upsert('t1', { jti: 't1', scope: 'b' }, 60);
    expect(await tokens.find('t1')).toMatchObject({ scope: 'b' });
    expect(await codes.find('t1')).toBeUndefined();
  });

  it('finds by uid and by user code', async () => {
    const sessions = new factory.Adapter('Session');
    await sessions.upsert('s1', { jti: 's1', uid: 'u-1' }, 60);
    expect(await sessions.findByUid('u-1')).toMatchObject({ jti: 's1' });
    const devices = new factory.Adapter('DeviceCode');
    await devices.upsert('d1', { jti: 'd1', userCode: 'ABCD' }, 60);
    expect(await devices.findByUserCode('ABCD')).toMatchObject({ jti: 'd1' });
  });

  it('marks a payload consumed with epoch seconds', async () => {
    const codes = new factory.Adapter('AuthorizationCode');
    await codes.upsert('c1', { jti: 'c1' }, 60);
    await codes.consume('c1');
    const consumed = (await codes.find('c1'))?.consumed;
    expect(consumed).toBeGreaterThan(Date.now() / 1000 - 5);
    expect(consumed).toBeLessThanOrEqual(Date.now() / 1000 + 1);
  });

  it('does not return expired rows', async () => {
    const codes = new factory.Adapter('AuthorizationCode');
    await codes.upsert('old', { jti: 'old' }, 60);
    await store.db.update(oidcModels).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await codes.find('old')).toBeUndefined();
  });

  it('forgets cached tokens on destroy and on revokeByGrantId', async () => {
    const tokens = new factory.Adapter('ClientCredentials');
    await tokens.upsert('keep', { jti: 'keep', grantId: 'g2' }, 60);
    await tokens.upsert('gone', { jti: 'gone' }, 60);
    await tokens.upsert('granted', { jti: 'granted', grantId: 'g1' }, 60);
    await tokens.destroy('gone');
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('gone')).toBeUndefined();
    expect(await tokens.find('granted')).toBeUndefined();
    expect(await tokens.find('keep')).toMatchObject({ jti: 'keep' });
  });

  it('serves cached tokens from memory and drops them on clearCaches', async () => {
    const tokens = new factory.Adapter('AccessToken');
    await tokens.upsert('t1', { jti: 't1' }, 60);
    await store.db.delete(oidcModels);
    expect(await tokens.find('t1')).toMatchObject({ jti: 't1' });
    factory.clearCaches();
    expect(await tokens.find('t1')).toBeUndefined();
  });

  it('hands out copies, so a caller mutating a payload cannot change the cache', async () => {
    const grants = new factory.Adapter('Grant');
    await grants.upsert('g1', { jti: 'g1', resources: { api: 'a' } }, 60);
    const found = (await grants.find('g1')) as { resources: Record<string, string> };
    found.resources.api = 'a b c';
    expect(await grants.find('g1')).toMatchObject({ resources: { api: 'a' } });
  });
});
