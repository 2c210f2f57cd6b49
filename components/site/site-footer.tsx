import Link from 'next/link';
import styles from './site-shell.module.css';

export function SiteFooter({ siteName }: { siteName: string }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.bar}>
        <p>
          © {new Date().getFullYear()} {siteName}
        </p>
        <nav aria-label="Footer">
          <ul className={styles.footerLinks}>
            <li>
              <Link href="/">All open positions</Link>
            </li>
            <li>
              <a href="/sitemap.xml">Sitemap</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
