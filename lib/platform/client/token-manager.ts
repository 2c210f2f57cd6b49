import * as oauth from 'oauth4webapi';
import { systemClock, type Clock } from './clock';
import { PlatformError } from './platform-error';

export type TokenManagerOptions = {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  clock?: Clock;
  /** Renew this long before the token expires, so no call carries a token that dies in flight. */
  refreshSkewMs?: number;
  fetch?: typeof fetch;
  /** Told of every new token's expiry (observability). */
  onToken?: (expiresAt: number) => void;
};

/**
 * `scope` as the token answer stated it (`stated`), or else as asked: RFC 6749 §5.1 lets a server leave
 * it out when it granted what was asked, but a platform that fixes a credential's scopes when it is made
 * may leave it out and grant less, so `stated: false` is no proof (the doctor tries a call instead).
 */
export type TokenState = { expiresAt: number; scope: string; stated: boolean } | null;

/**
 * Client-credentials tokens through oauth4webapi: cached until shortly before expiry, and one
 * in-flight token request shared by every caller that needs a token at the same moment.
 */
export class TokenManager {
  private token: (NonNullable<TokenState> & { value: string }) | null = null;
  private inFlight: Promise<string> | null = null;
  private readonly clock: Clock;
  private readonly as: oauth.AuthorizationServer;
  private readonly client: oauth.Client;
  requests = 0;

  constructor(private readonly options: TokenManagerOptions) {
    this.clock = options.clock ?? systemClock;
    this.as = { issuer: new URL(options.tokenUrl).origin, token_endpoint: options.tokenUrl };
    this.client = { client_id: options.clientId };
  }

  /** A valid access token, fetching a new one only when none is cached or it is about to expire. */
  async getToken(): Promise<string> {
    const skew = this.options.refreshSkewMs ?? 60_000;
    if (this.token && this.clock.now() < this.token.expiresAt - skew) return this.token.value;
    this.inFlight ??= this.fetchToken().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Forget the cached token (the API said 401): the next call fetches a fresh one. */
  invalidate(token?: string) {
    if (!token || this.token?.value === token) this.token = null;
  }

  state(): TokenState {
    if (!this.token) return null;
    const { expiresAt, scope, stated } = this.token;
    return { expiresAt, scope, stated };
  }

  private async fetchToken(): Promise<string> {
    this.requests += 1;
    const requestedAt = this.clock.now();
    let result: oauth.TokenEndpointResponse;
    try {
      const response = await oauth.clientCredentialsGrantRequest(
        this.as,
        this.client,
        oauth.ClientSecretPost(this.options.clientSecret),
        new URLSearchParams({ scope: this.options.scope }),
        {
          [oauth.allowInsecureRequests]: this.as.token_endpoint!.startsWith('http:'),
          ...(this.options.fetch ? { [oauth.customFetch]: this.options.fetch } : {}),
          signal: AbortSignal.timeout(30_000),
        },
      );
      result = await oauth.processClientCredentialsResponse(this.as, this.client, response);
    } catch (error) {
      throw toTokenError(error);
    }
    const expiresIn = result.expires_in ?? 300;
    this.token = {
      value: result.access_token,
      expiresAt: requestedAt + expiresIn * 1000,
      scope: result.scope ?? this.options.scope,
      stated: result.scope !== undefined,
    };
    this.options.onToken?.(this.token.expiresAt);
    return result.access_token;
  }
}

function toTokenError(error: unknown): PlatformError {
  if (error instanceof oauth.ResponseBodyError) {
    if (error.error === 'invalid_scope') {
      return new PlatformError(
        'insufficient_scope',
        `The platform refused the scope: ${error.error_description ?? error.error}`,
        { status: error.status },
      );
    }
    if (error.error === 'invalid_client' || error.error === 'unauthorized_client') {
      return new PlatformError('credential_refused', 'The platform refused the client credentials', {
        status: error.status,
      });
    }
    return new PlatformError('unavailable', `Token request failed: ${error.error}`, {
      status: error.status,
      retryable: error.status >= 500,
      cause: error,
    });
  }
  return new PlatformError('unavailable', 'The token endpoint could not be reached', {
    retryable: true,
    cause: error,
  });
}
