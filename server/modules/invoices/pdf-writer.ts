// A small PDF 1.4 writer for text documents (the GST invoice): A4 pages, the standard Helvetica
// fonts (no embedding), WinAnsi text. Enough for tables of text; no images, no compression.

const PAGE = { width: 595.28, height: 841.89 };

/** Helvetica advance widths (1/1000 em) of the characters amounts are made of; others count as 556. */
const WIDTHS: Readonly<Record<string, number>> = {
  " ": 278,
  ",": 278,
  ".": 278,
  "-": 333,
  "/": 278,
  "%": 889,
  "(": 333,
  ")": 333,
  ":": 278,
  R: 722,
  s: 500,
  I: 278,
  i: 222,
  l: 222,
  t: 278,
  f: 278,
  j: 222,
  r: 333,
  m: 833,
  w: 722,
  M: 833,
  W: 944,
};

export interface TextRun {
  x: number;
  /** From the top of the page, in points. */
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  /** Right-aligns the text so it ends at x. */
  alignRight?: boolean;
}

export interface Rule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PdfPage {
  texts: TextRun[];
  rules: Rule[];
}

/** The width of a text in points at a font size (Helvetica; bold is counted as regular). */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) units += WIDTHS[char] ?? 556;
  return (units * size) / 1000;
}

/** Text as a PDF literal string in WinAnsi: the rupee sign becomes "Rs.", other non-Latin-1 characters "?". */
function pdfString(text: string): string {
  const latin = text.replace(/₹/g, "Rs. ").replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
  return `(${latin.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

function contentStream(page: PdfPage): string {
  const ops: string[] = ["0.5 w"];
  for (const r of page.rules) {
    ops.push(`${num(r.x1)} ${num(PAGE.height - r.y1)} m ${num(r.x2)} ${num(PAGE.height - r.y2)} l S`);
  }
  for (const t of page.texts) {
    const size = t.size ?? 10;
    const x = t.alignRight ? t.x - textWidth(t.text.replace(/₹/g, "Rs. "), size) : t.x;
    ops.push(
      `BT /${t.bold ? "F2" : "F1"} ${size} Tf ${num(x)} ${num(PAGE.height - t.y)} Td ${pdfString(t.text)} Tj ET`,
    );
  }
  return ops.join("\n");
}

/** The document's bytes: catalog, page tree, two fonts, each page and its content, the xref table. */
export function writePdf(pages: readonly PdfPage[], title: string): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  pages.forEach((page, i) => {
    const stream = contentStream(page);
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title ${pdfString(title)} /Producer (site invoice writer) >>`;

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export const pdfPage = PAGE;
