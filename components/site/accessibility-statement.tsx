import { getTranslations } from 'next-intl/server';
import { ContactLink } from './contact-link';
import styles from './statement.module.css';

/**
 * What the site aims for, how that is checked and where it falls short, in the page's language. Keep each
 * claim true: axe runs in every page's e2e spec, the keyboard and no-JavaScript journeys in
 * e2e/apply-form.spec.ts, right-to-left in e2e/languages-status.spec.ts.
 */
export async function AccessibilityStatement({ siteName, contact }: { siteName: string; contact: string }) {
  const t = await getTranslations('accessibility');
  return (
    <article className={styles.statement}>
      <h1>{t('title')}</h1>
      <p>{t('intro', { siteName })}</p>

      <h2>{t('targetHeading')}</h2>
      <p>{t('target')}</p>

      <h2>{t('testingHeading')}</h2>
      <ul>
        <li>{t('testingAxe')}</li>
        <li>{t('testingKeyboard')}</li>
        <li>{t('testingNoScript')}</li>
        <li>{t('testingNarrow')}</li>
        <li>{t('languagesNote')}</li>
      </ul>

      <h2>{t('limitationsHeading')}</h2>
      <ul>
        <li>{t('limitationDescriptions')}</li>
        <li>{t('limitationLanguages')}</li>
        <li>{t('limitationAutomated')}</li>
      </ul>

      <h2>{t('contactHeading')}</h2>
      <p>{t.rich('contact', { contact: () => <ContactLink contact={contact} /> })}</p>
      <p>{t('adjustments')}</p>
    </article>
  );
}
