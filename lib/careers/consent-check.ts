import { consentBoxes, type ConsentModel } from './application-form';
import { checkboxState } from './asked-questions';
import { isObject } from './is-object';
import type { Issue } from './schema-issues';
import { messageKey } from '../i18n/message-key';

/** The consent boxes as decisions: a required purpose must be ticked, the others are the candidate's choice. */
export function checkConsent(model: ConsentModel, consent: unknown) {
  const given = isObject(consent) ? consent : {};
  const issues: Issue[] = [];
  const value: Record<string, boolean> = {};
  const boxes = consentBoxes(model);
  for (const { id, required } of boxes) {
    const checked = checkboxState(given[id]);
    if (checked === null) issues.push({ path: [id], message: messageKey('errors.tickOrClear') });
    else if (required && !checked)
      issues.push({
        path: [id],
        message: messageKey(boxes.length === 1 ? 'errors.mustAgree' : 'errors.mustAgreeToApply'),
      });
    value[id] = checked === true;
  }
  return { issues, value };
}
