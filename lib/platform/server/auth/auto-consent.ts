import type { Interaction, Provider } from 'oidc-provider';

type ConsentDetails = {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
};

/**
 * Every client is first-party, so consent is implied: grant exactly what the consent prompt
 * reports missing (OIDC scopes and claims, API scopes per resource) and return the grant id.
 */
export async function grantRequestedAccess(provider: Provider, interaction: Interaction): Promise<string> {
  const details = interaction.prompt.details as ConsentDetails;
  const accountId = interaction.session?.accountId;
  const clientId = interaction.params.client_id;
  if (!accountId || typeof clientId !== 'string')
    throw new Error('consent prompt without a signed-in account');

  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  return grant.save();
}
