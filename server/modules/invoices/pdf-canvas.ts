// Text on A4 pages through pdfkit, in Noto Sans Devanagari (its Latin and Devanagari subsets from
// @fontsource, read by fontkit as WOFF), embedded as subsets: ₹, Devanagari names and addresses
// print, and the text can be copied or extracted. WOFF, not WOFF2: fontkit's subsetter breaks on
// WOFF2's transformed glyph table (decision 150).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(`@fontsource/noto-sans-devanagari/files/${name}`));

/** Read once per process; each document embeds only the glyphs it uses. */
const fonts = {
  latin: fontFile("noto-sans-devanagari-latin-400-normal.woff"),
  latinBold: fontFile("noto-sans-devanagari-latin-700-normal.woff"),
  latinExt: fontFile("noto-sans-devanagari-latin-ext-400-normal.woff"),
  latinExtBold: fontFile("noto-sans-devanagari-latin-ext-700-normal.woff"),
  devanagari: fontFile("noto-sans-devanagari-devanagari-400-normal.woff"),
  devanagariBold: fontFile("noto-sans-devanagari-devanagari-700-normal.woff"),
};

/** The Devanagari subset's range (fontsource's unicode-range for it), which also holds ₹. */
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CF9\u200C\u200D\u20A8\u20B9\u20F0\u25CC\uA830-\uA839\uA8E0-\uA8FF]/u;
/** What the Latin subset holds (Basic Latin and Latin-1, general punctuation, €); the rest goes to Latin Extended. */
const LATIN = /[\u0000-\u00FF\u2000-\u206F\u20AC\u2122\u2212]/u;

type Script = "latin" | "latinExt" | "devanagari";

const scriptOf = (char: string): Script => (DEVANAGARI.test(char) ? "devanagari" : LATIN.test(char) ? "latin" : "latinExt");

/** The text cut into runs of one subset each, so every character is drawn with a font that has it. */
function runs(text: string): { script: Script; text: string }[] {
  const out: { script: Script; text: string }[] = [];
  for (const char of text) {
    const script = scriptOf(char);
    const last = out.at(-1);
    if (last && last.script === script) last.text += char;
    else out.push({ script, text: char });
  }
  return out;
}

export interface TextOptions {
  bold?: boolean;
  size?: number;
  /** x is the right edge instead of the left. */
  alignRight?: boolean;
  /** Shortened with "…" to fit this many points. */
  maxWidth?: number;
}

export const A4 = { width: 595.28, height: 841.89 } as const;

/** A document being drawn: y grows downwards from the top, as on paper. */
export interface PdfCanvas {
  text(x: number, y: number, text: string, options?: TextOptions): void;
  width(text: string, options?: Pick<TextOptions, "bold" | "size">): number;
  rule(x1: number, y: number, x2: number): void;
  newPage(): void;
  /** The finished file. */
  end(): Promise<Buffer>;
}

export function pdfCanvas(title: string): PdfCanvas {
  // PDF 1.4: what the shop's invoice has always declared; compressed content streams.
  const doc = new PDFDocument({ size: "A4", margin: 0, pdfVersion: "1.4", info: { Title: title }, autoFirstPage: true });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  for (const [name, bytes] of Object.entries(fonts)) doc.registerFont(name, bytes);
  const fontName = (script: Script, bold: boolean) => (bold ? `${script}Bold` : script);

  const width = (text: string, { bold = false, size = 9 }: Pick<TextOptions, "bold" | "size"> = {}) =>
    runs(text).reduce((sum, run) => sum + doc.font(fontName(run.script, bold)).fontSize(size).widthOfString(run.text), 0);

  const fit = (text: string, max: number, options: Pick<TextOptions, "bold" | "size">) => {
    if (width(text, options) <= max) return text;
    let chars = [...text];
    while (chars.length > 1 && width(`${chars.join("")}…`, options) > max) chars = chars.slice(0, -1);
    return `${chars.join("")}…`;
  };

  return {
    width,
    text(x, y, raw, options = {}) {
      const { bold = false, size = 9 } = options;
      const text = options.maxWidth ? fit(raw, options.maxWidth, options) : raw;
      let at = options.alignRight ? x - width(text, options) : x;
      for (const run of runs(text)) {
        doc.font(fontName(run.script, bold)).fontSize(size);
        // The baseline sits at y: pdfkit places the top of the line box, so move up by the ascent.
        doc.text(run.text, at, y - doc.currentLineHeight() * 0.8, { lineBreak: false });
        at += doc.widthOfString(run.text);
      }
    },
    rule(x1, y, x2) {
      doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).stroke();
    },
    newPage() {
      doc.addPage({ size: "A4", margin: 0 });
    },
    async end() {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
