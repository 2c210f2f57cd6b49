import { createHash } from 'node:crypto';
import type { PlatformDb } from '../store/db';
import { serviceTokens } from '../store/schema';
import type { ApiUser } from './platform-context';

export type AccessTokenVerifier = (
  token: string,
) => Promise<{ clientId: string; scopes: string[]; accountId?: string; expiresAt: number } | null>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Turns the credential on a request (an OAuth bearer token, or the older `x-service-token` API key)
 * into an API user. It never rejects: the limiter needs a key for every request, and the route
 * decides whether the caller may proceed.
 */
export class CredentialResolver {
  private services = new Map<string, { name: string; scopes: string[] }>();

  constructor(
    private readonly db: PlatformDb,
    private readonly verifyAccessToken: AccessTokenVerifier,
    /** Token hashes never accepted (the repository's demo token, in production). */
    private readonly refusedHashes: ReadonlySet<string> = new Set(),
  ) {}

  /** Service tokens are few and read on every request: keep them in memory, reload after a reset. */
  async load() {
    const rows = await this.db.select().from(serviceTokens);
    this.services = new Map(
      rows
        .filter((row) => !this.refusedHashes.has(row.tokenHash))
        .map((row) => [row.tokenHash, { name: row.name, scopes: row.scopes }]),
    );
  }

  async resolve(headers: Headers, clientAddress: string): Promise<ApiUser> {
    const anonymous = (invalidCredential: boolean): ApiUser => ({
      key: `anonymous:${clientAddress}`,
      invalidCredential,
      authenticated: false,
      scopes: new Set(),
    });
    const authorization = headers.get('authorization');
    if (authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      const token = match?.[1] && (await this.verifyAccessToken(match[1]));
      if (!token) return anonymous(true);
      return {
        key: `client:${token.clientId}`,
        invalidCredential: false,
        authenticated: true,
        scopes: new Set(token.scopes),
        clientId: token.clientId,
        ...(token.accountId ? { accountId: token.accountId } : {}),
      };
    }
    const serviceToken = headers.get('x-service-token');
    if (serviceToken) {
      const service = this.services.get(sha256(serviceToken));
      if (!service) return anonymous(true);
      return {
        key: `service:${service.name}`,
        invalidCredential: false,
        authenticated: true,
        scopes: new Set(service.scopes),
      };
    }
    return anonymous(false);
  }
}
