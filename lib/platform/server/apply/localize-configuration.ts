import type { Configuration, Question } from '../../contract';

/** The best language of Accept-Language that has translations; null means the base (English) labels. */
export function pickLanguage(acceptLanguage: string | undefined, available: string[]): string | null {
  if (!acceptLanguage || available.length === 0) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('en')) return null;
    const match = available.find((language) => language === tag || language === tag.split('-')[0]);
    if (match) return match;
  }
  return null;
}

function localizeQuestion(question: Question, labels: Record<string, string>): Question {
  return {
    ...question,
    label: labels[question.id] ?? question.label,
    fields: question.fields.map((field) => ({
      ...field,
      label: labels[field.id] ?? field.label,
      values: field.values.map((value) => ({ ...value, label: labels[value.id] ?? value.label })),
    })),
  };
}

export function localizeConfiguration(
  configuration: Configuration,
  labels: Record<string, string> | undefined,
): Configuration {
  if (!labels) return configuration;
  return {
    ...configuration,
    questions: configuration.questions.map((question) => localizeQuestion(question, labels)),
    ...(configuration.consentDetails
      ? {
          consentDetails: {
            ...configuration.consentDetails,
            scopes: configuration.consentDetails.scopes.map((scope) => ({
              ...scope,
              label: labels[`consent:${scope.scope}`] ?? scope.label,
            })),
          },
        }
      : {}),
  };
}
