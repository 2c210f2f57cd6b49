import type { TokenManager } from './token-manager';

/** How the client proves who it is: an OAuth bearer token, or the older service token header. */
export interface Authenticator {
  headers(): Promise<Record<string, string>>;
  /** The API answered 401 to these headers; true when a fresh credential might succeed (retry once). */
  rejected(headers: Record<string, string>): boolean;
  describe(): string;
}

export class OAuthAuthenticator implements Authenticator {
  constructor(readonly tokens: TokenManager) {}
  async headers() {
    return { authorization: `Bearer ${await this.tokens.getToken()}` };
  }
  rejected(headers: Record<string, string>) {
    this.tokens.invalidate(headers.authorization?.replace(/^Bearer /, ''));
    return true;
  }
  describe() {
    return 'OAuth 2.0 client credentials';
  }
}

export class ServiceTokenAuthenticator implements Authenticator {
  constructor(
    private readonly headerName: string,
    private readonly token: string,
  ) {}
  async headers() {
    return { [this.headerName]: this.token };
  }
  rejected() {
    return false;
  }
  describe() {
    return `service token (${this.headerName})`;
  }
}
