import { isPlatformError } from '../client/platform-error';
import type { CheckResult } from './check-platform';
import { describe } from './describe-error';

/** Applying: the configuration, the application, its status. */
export const REQUIRED_SCOPE = 'candidate_applications_manage';
/** Lets the site settle an application whose answer was lost (GET /candidates?q=) instead of waiting. */
export const RECOMMENDED_SCOPE = 'candidates_read';

const scopeNextStep = (missing: string[]) =>
  `Give the credential the scope${missing.length > 1 ? 's' : ''} ${missing.join(' and ')} on the platform (${RECOMMENDED_SCOPE} lets the site settle an application whose answer was lost).`;

/** The scopes the token answer listed. */
export function statedScopes(scopes: string[]): CheckResult {
  const missing = [REQUIRED_SCOPE, RECOMMENDED_SCOPE].filter((scope) => !scopes.includes(scope));
  return {
    check: 'scopes',
    outcome: missing.includes(REQUIRED_SCOPE) ? 'fail' : missing.length ? 'warn' : 'pass',
    detail: missing.length ? `the token lacks ${missing.join(', ')}` : `granted: ${scopes.join(' ')}`,
    ...(missing.length ? { nextStep: scopeNextStep(missing) } : {}),
  };
}

/**
 * A token answer without `scope` says nothing sure (token-manager.ts): each scope is tried by a call that
 * needs it instead. Listing candidates needs candidates_read (SmartRecruiters' Permission Reference);
 * candidate_applications_manage is what the configuration check below reads with.
 */
export async function scopesByCalls(listCandidates: () => Promise<unknown>): Promise<CheckResult> {
  const untried = `${REQUIRED_SCOPE} is tried by the configuration check`;
  try {
    await listCandidates();
    return {
      check: 'scopes',
      outcome: 'pass',
      detail: `the platform did not list them: ${RECOMMENDED_SCOPE} answered a call; ${untried}`,
    };
  } catch (error) {
    const lacking = isPlatformError(error, 'insufficient_scope');
    return {
      check: 'scopes',
      outcome: 'warn',
      detail: lacking
        ? `the token lacks ${RECOMMENDED_SCOPE}: a call that needs it was refused; ${untried}`
        : `${RECOMMENDED_SCOPE} could not be tried: ${describe(error)}; ${untried}`,
      nextStep: lacking
        ? scopeNextStep([RECOMMENDED_SCOPE])
        : 'Run npm run doctor again; if it stays, check the credential on the platform.',
    };
  }
}
