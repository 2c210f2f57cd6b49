import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import english from '@/messages/en/form.json';
import arabic from '@/messages/ar/form.json';
import { ApplySuccess } from './apply-success';

const render = (
  mailedTo: string | undefined,
  locale = 'en',
  form: object = english,
  changesNotSent = false,
) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={{ form }} timeZone="UTC">
      <ApplySuccess
        statusHref="/applications/t"
        reference="r"
        mailedTo={mailedTo}
        changesNotSent={changesNotSent}
      />
    </NextIntlClientProvider>,
  );

describe('the page after applying', () => {
  it('says where the status link was mailed, so a slip in the address is seen while the link is on screen', () => {
    const html = render('ada@gmial.com');
    expect(html).toContain('to follow its progress to <bdi dir="ltr">ada@gmial.com</bdi>.');
    expect(html).toContain('If that is not your address, keep the link below');
    expect(html).toContain('href="/applications/t"');
  });

  it('says no mail was sent when none was, instead of promising one', () => {
    const html = render(undefined);
    expect(html).toContain('we could not email it to you this time');
    expect(html).not.toContain('We have also emailed');
  });

  it('says when changes made after sending were not sent, and only then', () => {
    expect(render('ada@example.com', 'en', english, true)).toContain(
      'the changes you made afterwards were not sent',
    );
    expect(render('ada@example.com')).not.toContain('were not sent');
  });

  it('keeps the address left to right inside an Arabic sentence', () => {
    expect(render('ada@example.com', 'ar', arabic)).toContain('<bdi dir="ltr">ada@example.com</bdi>');
  });
});
