/**
 * "25 km" in the reader's language. Always kilometres: the site's languages do not tell a British or
 * American reader (who thinks in miles) from any other English reader, and a kilometre is never wrong.
 */
export function formatKilometres(km: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }).format(
    km,
  );
}
