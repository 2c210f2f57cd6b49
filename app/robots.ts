import type { MetadataRoute } from 'next';
import { getSiteConfig } from '@/lib/careers/site';

// SITE_URL is read when the site runs, not when it was built.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const { url } = getSiteConfig();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/embed'] },
    // The index alone: it lists every sitemap file there is (app/sitemap.xml, lib/careers/sitemap-files.ts).
    sitemap: `${url}/sitemap.xml`,
  };
}
