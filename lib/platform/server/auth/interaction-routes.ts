import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { PlatformDb } from '../store/db';
import { grantRequestedAccess } from './auto-consent';
import { LOGIN_PAGE_CSP, renderLoginPage, renderMessagePage } from './login-page';
import { INTERACTION_PREFIX } from './paths';
import type { LoginThrottle } from './login-throttle';
import { signInStaff } from './staff-accounts';
import { describeError } from '@/lib/observability/describe-error';

/** Matches the platform app's bindings: absent when a Hono app is called in-process. */
export type OAuthEnv = { Bindings: Partial<HttpBindings> };

const WRONG_CREDENTIALS = 'Email or password is incorrect.';
const INACTIVE_ACCOUNT = 'This account is inactive. Ask an administrator to reactivate it.';
const EXPIRED =
  'This sign-in request has expired or was already used. Go back to the site and sign in again.';

/**
 * The staff login pages at `/identity/oauth/interaction/:uid`, to be mounted at INTERACTION_PREFIX.
 * CSRF: oidc-provider binds each interaction to a path-scoped SameSite=Lax cookie, and the uid in
 * the URL must match the interaction that cookie names, so a cross-site POST finds no interaction.
 */
export function createInteractionRoutes(
  provider: Provider,
  db: PlatformDb,
  { throttle, refusedPasswords }: { throttle: LoginThrottle; refusedPasswords: ReadonlySet<string> },
): Hono<OAuthEnv> {
  const app = new Hono<OAuthEnv>();

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', LOGIN_PAGE_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
  });

  app.get('/:uid', async (c) => {
    const interaction = await findInteraction(provider, c);
    if (!interaction) return c.html(renderMessagePage('Sign-in expired', EXPIRED), 400);
    const { req, res } = rawHttp(c);
    switch (interaction.prompt.name) {
      case 'login':
        return c.html(renderLoginPage({ action: loginAction(interaction.uid) }));
      case 'consent': {
        const grantId = await grantRequestedAccess(provider, interaction);
        const returnTo = await provider.interactionResult(req, res, { consent: { grantId } });
        return c.redirect(returnTo, 303);
      }
      default: {
        const result = { error: 'access_denied', error_description: 'Unsupported sign-in step.' };
        const returnTo = await provider.interactionResult(req, res, result, {
          mergeWithLastSubmission: false,
        });
        return c.redirect(returnTo, 303);
      }
    }
  });

  app.post('/:uid/login', async (c) => {
    const interaction = await findInteraction(provider, c);
    if (!interaction) return c.html(renderMessagePage('Sign-in expired', EXPIRED), 400);
    if (interaction.prompt.name !== 'login')
      return c.redirect(`${INTERACTION_PREFIX}/${interaction.uid}`, 303);

    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const action = loginAction(interaction.uid);
    const address = c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
    const waitMs = throttle.waitFor(email, address);
    if (waitMs > 0) {
      // Check the password anyway and drop the result: a throttled answer costs what any other costs,
      // so timing tells nothing, and the right password is refused while the lock lasts.
      await signInStaff(db, email, password);
      return c.html(renderLoginPage({ action, email, error: tooManyAttempts(waitMs) }), 429);
    }
    const checked = await signInStaff(db, email, password);
    // A password from the repository is never accepted in production, even if a reset restored it.
    const outcome = refusedPasswords.has(password) ? { status: 'invalid' as const } : checked;
    if (outcome.status === 'invalid') throttle.failed(email, address);
    else throttle.succeeded(email);
    if (outcome.status === 'invalid')
      return c.html(renderLoginPage({ action, email, error: WRONG_CREDENTIALS }), 400);
    if (outcome.status === 'inactive')
      return c.html(renderLoginPage({ action, email, error: INACTIVE_ACCOUNT }), 403);

    const { req, res } = rawHttp(c);
    const result = { login: { accountId: outcome.accountId } };
    const returnTo = await provider.interactionResult(req, res, result, { mergeWithLastSubmission: false });
    return c.redirect(returnTo, 303);
  });

  app.onError((error, c) => {
    console.error(`[oauth] interaction failed: ${describeError(error)}`);
    return c.html(
      renderMessagePage('Something went wrong', 'Sign-in failed. Go back to the site and try again.'),
      500,
    );
  });

  return app;
}

function tooManyAttempts(waitMs: number): string {
  const [count, unit] =
    waitMs < 60_000 ? [Math.ceil(waitMs / 1000), 'second'] : [Math.ceil(waitMs / 60_000), 'minute'];
  return `Too many sign-in attempts. Try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}

function loginAction(uid: string): string {
  return `${INTERACTION_PREFIX}/${encodeURIComponent(uid)}/login`;
}

/** The interaction this browser's cookie names, or null when it is gone or belongs to another uid. */
async function findInteraction(provider: Provider, c: Context<OAuthEnv>): Promise<Interaction | null> {
  const { req, res } = rawHttp(c);
  try {
    const interaction = await provider.interactionDetails(req, res);
    return interaction.uid === c.req.param('uid') ? interaction : null;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return null;
    throw error;
  }
}

/** oidc-provider reads its cookies from node's request; @hono/node-server passes it as bindings. */
function rawHttp(c: Context<OAuthEnv>): { req: HttpBindings['incoming']; res: HttpBindings['outgoing'] } {
  const { incoming, outgoing } = c.env ?? {};
  if (!incoming || !outgoing) throw new Error('OAuth interaction routes must be served by @hono/node-server');
  return { req: incoming, res: outgoing };
}
