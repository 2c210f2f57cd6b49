/** On the status page's address after "Email me its link": whether the mail went (`?all-link=sent`). */
export const ALL_LINK_QUERY = 'all-link';

/** The status page's section the answer is in: the page opens there. */
export const ALL_LINK_SECTION = 'all-applications';

export type AllLinkAnswer = 'sent' | 'limited';

/** The answer a status page's query carries, or undefined for any other value. */
export function allLinkAnswerOf(value: unknown): AllLinkAnswer | undefined {
  return value === 'sent' || value === 'limited' ? value : undefined;
}
