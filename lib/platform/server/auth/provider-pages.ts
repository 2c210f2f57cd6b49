import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, renderMessagePage, renderPage } from './login-page';

type ErrorOut = { error: string; error_description?: string | undefined };

/**
 * oidc-provider's own HTML pages (errors shown to a browser, RP-initiated sign-out) in the login
 * page's script-free layout; an error page shows only the OAuth error description, never internals.
 */
export const providerPages = {
  renderError(ctx: KoaContextWithOIDC, out: ErrorOut) {
    ctx.type = 'html';
    ctx.body = renderMessagePage('Sign-in failed', out.error_description ?? out.error);
  },
  logoutSource(ctx: KoaContextWithOIDC, form: string) {
    // `form` is oidc-provider's hidden form carrying its xsrf token; the buttons submit it by id.
    ctx.body = renderPage(
      'Sign out',
      `<h1>Sign out</h1>
<p>Do you want to sign out of ${escapeHtml(ctx.host)}?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button>`,
    );
  },
  postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
    ctx.body = renderMessagePage('Signed out', 'You have been signed out.');
  },
};
