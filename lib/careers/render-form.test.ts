import { describe, expect, it } from 'vitest';
import type { ApplicationForm } from './application-form';
import { renderFormLabels } from './render-form';

const form = (consent: ApplicationForm['consent']): ApplicationForm => ({
  postingId: 'p1',
  questions: [],
  avatarUpload: false,
  consent,
  privacyPolicies: [],
  unsupportedQuestions: [],
});
const statement = 'I agree, as described in the [privacy policy](https://acme.example/privacy).';

describe('the consent statements, rendered on the server', () => {
  it('link the privacy policy their Markdown names, in a new tab, in every consent model', () => {
    const scopes = renderFormLabels(
      form({ type: 'SCOPES', scopes: [{ id: 'SINGLE', label: statement, required: true }] }),
    ).consent;
    const boolean = renderFormLabels(
      form({ type: 'BOOLEAN', box: { id: 'consent', label: statement, required: true } }),
    ).consent;
    for (const box of [
      scopes.type === 'SCOPES' && scopes.scopes[0],
      boolean.type === 'BOOLEAN' && boolean.box,
    ]) {
      expect(box && box.labelHtml).toMatch(
        /^I agree, as described in the <a href="https:\/\/acme\.example\/privacy"[^>]*target="_blank"[^>]*>privacy policy<\/a>\.$/,
      );
      expect(box && box.label).toBe(statement);
    }
  });

  it('keep nothing unsafe from a statement', () => {
    const rendered = renderFormLabels(
      form({
        type: 'BOOLEAN',
        box: {
          id: 'consent',
          label: 'Yes <img src=x onerror=alert(1)> [x](javascript:alert(1))',
          required: true,
        },
      }),
    ).consent;
    const html = rendered.type === 'BOOLEAN' ? rendered.box.labelHtml : '';
    expect(html).not.toMatch(/onerror|javascript:|<img/);
  });
});
