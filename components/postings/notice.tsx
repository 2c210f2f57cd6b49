import type { ReactNode } from 'react';
import styles from './notice.module.css';

type NoticeProps = {
  title: string;
  /** The page's own heading when the notice is all the page has to say. */
  headingLevel?: 1 | 2;
  tone?: 'neutral' | 'warning';
  children?: ReactNode;
};

/** Empty results, an unreachable platform, a closed job: one calm box with a way forward. */
export function Notice({ title, headingLevel = 2, tone = 'neutral', children }: NoticeProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={`${styles.notice} ${tone === 'warning' ? styles.warning : ''}`}>
      <Heading className={headingLevel === 1 ? styles.pageTitle : styles.title}>{title}</Heading>
      {children}
    </section>
  );
}
