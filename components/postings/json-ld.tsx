import { serializeJsonLd } from '@/lib/careers/job-posting-json-ld';

/** Structured data for search engines; `<` is escaped so no value can end the script early. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
