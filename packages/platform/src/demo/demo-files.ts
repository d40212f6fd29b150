/**
 * The files the demo's digital guides deliver: small, real PDF documents (one A4 page of text in
 * Helvetica), written here so the first start needs no file from anywhere.
 */

/** Text as a PDF string literal: backslashes and parentheses escaped, Latin-1 only. */
function pdfText(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '-').replace(/([\\()])/g, '\\$1')})`;
}

/** A one-page PDF with a title and lines of text. */
export function demoGuidePdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 20 Tf',
    '56 770 Td',
    `${pdfText(title)} Tj`,
    '/F1 12 Tf',
    '0 -36 Td',
    ...lines.flatMap((line) => [`${pdfText(line)} Tj`, '0 -18 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
