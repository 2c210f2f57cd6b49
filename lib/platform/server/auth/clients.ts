import type { ClientMetadata } from 'oidc-provider';
import { EMBEDDED_ADMIN_CLIENT_ID } from '@/lib/env';

export const CAREER_SITE_CLIENT_ID = 'career-site';
export const REPORTING_CLIENT_ID = 'reporting-only';
/** The staff console's client, as the site's settings default to it (lib/env.ts). */
export const ADMIN_CLIENT_ID = EMBEDDED_ADMIN_CLIENT_ID;

/**
 * The platform's static OAuth clients (DESIGN §4). `token_endpoint_auth_method` names one method,
 * but oidc-provider accepts a client secret in the body or in HTTP Basic for either
 * `client_secret_basic` or `client_secret_post` clients, so both transports work for all three.
 */
export function staticClients(
  adminRedirectUris: readonly string[],
  secrets: Readonly<Record<string, string>>,
): ClientMetadata[] {
  return [
    {
      client_id: CAREER_SITE_CLIENT_ID,
      client_secret: secrets[CAREER_SITE_CLIENT_ID],
      client_name: 'Career site',
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
      token_endpoint_auth_method: 'client_secret_basic',
      // webhooks_manage only in the token the site asks for to subscribe to status events (PLATFORM_WEBHOOKS).
      scope: 'candidate_applications_manage candidates_read webhooks_manage',
    },
    {
      client_id: REPORTING_CLIENT_ID,
      client_secret: secrets[REPORTING_CLIENT_ID],
      client_name: 'Reporting',
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
      token_endpoint_auth_method: 'client_secret_basic',
      scope: 'reports_read',
    },
    {
      client_id: ADMIN_CLIENT_ID,
      client_secret: secrets[ADMIN_CLIENT_ID],
      client_name: 'Career site admin console',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [...adminRedirectUris],
      token_endpoint_auth_method: 'client_secret_basic',
      scope: 'openid profile email offline_access users_read candidates_read',
    },
  ];
}
