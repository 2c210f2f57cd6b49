/**
 * A one-page PDF with a line of text: small, but with a correct xref table so real viewers open it.
 * Built as a latin1 string (one char = one byte) so byte offsets are plain string lengths.
 */
export function buildPdf(text: string): Uint8Array {
  const content = `BT /F1 18 Tf 72 720 Td (${pdfString(text)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = pdf.length;
  // Each xref entry must be exactly 20 bytes, hence the trailing space before \n.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

export function offerLetterPdf(candidateName: string): Uint8Array {
  return buildPdf(`Offer letter for ${candidateName}`);
}

const NO_DECOMPOSITION: Record<string, string> = { ł: 'l', Ł: 'L' };

/** WinAnsi covers Latin-1; other letters lose their accent ("ś" → "s") and become "?" only as a last resort. */
function toLatin1(char: string): string {
  if ((char.codePointAt(0) ?? 0) <= 0xff) return char;
  const stripped = char.normalize('NFD').replace(/\p{Mn}/gu, '');
  if (stripped.length === 1 && (stripped.codePointAt(0) ?? 0) <= 0xff) return stripped;
  return NO_DECOMPOSITION[char] ?? '?';
}

/** Escapes a PDF literal string: parentheses and backslash, and octal for anything outside printable ASCII. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const safe = toLatin1(char);
    const code = safe.codePointAt(0) ?? 0x3f;
    if (safe === '(' || safe === ')' || safe === '\\') out += `\\${safe}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += safe;
  }
  return out;
}
