import Link from 'next/link';
import styles from './site-shell.module.css';

export function SiteHeader({ siteName, logoPath }: { siteName: string; logoPath: string }) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          {/* An SVG from the site's own public/ folder (SITE_LOGO_PATH): nothing for next/image to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={logoPath} alt="" width={36} height={36} className={styles.logo} />
          <span>
            {siteName} <span className={styles.brandSuffix}>Careers</span>
          </span>
        </Link>
        <nav aria-label="Main">
          <Link href="/" className={styles.navLink}>
            Open positions
          </Link>
        </nav>
      </div>
    </header>
  );
}
