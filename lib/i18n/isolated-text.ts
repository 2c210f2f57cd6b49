import { directionOf, isLocale } from './locales';

/**
 * A value (a job title, a company's name) in plain text of a right-to-left language, isolated between
 * Unicode's first-strong isolate and pop: "Developer C++" keeps its "++" at its end (not isolated, they
 * take the sentence's direction and move to the front). For text without markup (a mail's plain part, a
 * subject, a message passed on); HTML isolates with `bdi`. Left-to-right text is left as it is, and so is
 * a web address: a mail client that turns it into a link would take the invisible marks into the link.
 */
export const isolatedText = (locale: string, text: string) =>
  isLocale(locale) && directionOf(locale) === 'rtl' && !/^https?:\/\//i.test(text)
    ? `\u2068${text}\u2069`
    : text;
