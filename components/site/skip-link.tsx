import styles from './site-shell.module.css';

/** The first thing a keyboard reaches: straight past the header to the content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      Skip to main content
    </a>
  );
}
