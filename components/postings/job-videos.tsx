import { useTranslations } from 'next-intl';
import { NewTabLink } from '@/components/site/new-tab-link';
import styles from './posting.module.css';

/**
 * The employer's videos for the job ("meet the team"), as links that open in a new tab. Not embedded:
 * a player from another site would set its cookies on every visitor before anyone chose to watch.
 * In the page's language, named by where each video is, which the reader sees before following it.
 */
export function JobVideos({ urls }: { urls: string[] }) {
  const t = useTranslations('jobs');
  if (urls.length === 0) return null;
  return (
    <section aria-labelledby="ad-videos" className={`${styles.section} screen-only`}>
      <h2 id="ad-videos">{t('videosHeading')}</h2>
      <ul>
        {urls.map((url, at) => (
          <li key={url}>
            <NewTabLink href={url}>
              {t.rich('videoLink', {
                count: urls.length,
                number: at + 1,
                host: () => <bdi dir="ltr">{new URL(url).hostname.replace(/^www\./, '')}</bdi>,
              })}
            </NewTabLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
