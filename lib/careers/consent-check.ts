import { consentBoxes, type ConsentModel } from './application-form';
import { checkboxState } from './asked-questions';
import { isObject } from './is-object';
import type { Issue } from './schema-issues';

/** The consent boxes as decisions: a required purpose must be ticked, the others are the candidate's choice. */
export function checkConsent(model: ConsentModel, consent: unknown) {
  const given = isObject(consent) ? consent : {};
  const issues: Issue[] = [];
  const value: Record<string, boolean> = {};
  const boxes = consentBoxes(model);
  for (const { id, required } of boxes) {
    const checked = checkboxState(given[id]);
    if (checked === null) issues.push({ path: [id], message: 'Tick or clear this box' });
    else if (required && !checked)
      issues.push({
        path: [id],
        message: boxes.length === 1 ? 'You must agree to continue' : 'You must agree to this to apply',
      });
    value[id] = checked === true;
  }
  return { issues, value };
}
