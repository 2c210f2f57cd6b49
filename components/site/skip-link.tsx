import { getTranslations } from 'next-intl/server';
import styles from './site-shell.module.css';

/** The first thing a keyboard reaches: straight past the header to the content. */
export async function SkipLink({ targetId }: { targetId: string }) {
  const t = await getTranslations('site');
  return (
    <a className={`${styles.skipLink} screen-only`} href={`#${targetId}`}>
      {t('skipToContent')}
    </a>
  );
}
