// Text on A4 pages through pdfkit, in Noto Sans Devanagari (its Latin and Devanagari subsets from
// @fontsource, unpacked from WOFF once), embedded as subsets: ₹, Devanagari names and addresses
// print, and the text can be copied or extracted. WOFF, not WOFF2: fontkit's subsetter breaks on
// WOFF2's transformed glyph table (decision 150).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import PDFDocument from "pdfkit";
import { woffToSfnt } from "./woff-to-sfnt.ts";

const require = createRequire(import.meta.url);
const fontFile = (name: string) =>
  create(woffToSfnt(readFileSync(require.resolve(`@fontsource/noto-sans-devanagari/files/${name}`)))) as Font;

/**
 * Parsed once per process (parsing the Devanagari font's shaping tables costs more than drawing an
 * invoice); pdfkit takes a fontkit font as it is, and each document embeds a subset of the glyphs
 * it uses.
 */
const fonts = {
  latin: fontFile("noto-sans-devanagari-latin-400-normal.woff"),
  latinBold: fontFile("noto-sans-devanagari-latin-700-normal.woff"),
  latinExt: fontFile("noto-sans-devanagari-latin-ext-400-normal.woff"),
  latinExtBold: fontFile("noto-sans-devanagari-latin-ext-700-normal.woff"),
  devanagari: fontFile("noto-sans-devanagari-devanagari-400-normal.woff"),
  devanagariBold: fontFile("noto-sans-devanagari-devanagari-700-normal.woff"),
};

/** Code point ranges of the Devanagari subset (fontsource's unicode-range for it, less ₹, which Latin Extended has too). */
const DEVANAGARI: readonly [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];
/** What the Latin subset holds (Basic Latin and Latin-1, general punctuation, €, ™, −); the rest (₹ too) goes to Latin Extended. */
const LATIN: readonly [number, number][] = [
  [0x0000, 0x00ff],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

type Script = "latin" | "latinExt" | "devanagari";

const within = (ranges: readonly [number, number][], code: number) =>
  ranges.some(([from, to]) => code >= from && code <= to);

function scriptOf(char: string): Script {
  const code = char.codePointAt(0)!;
  return within(DEVANAGARI, code) ? "devanagari" : within(LATIN, code) ? "latin" : "latinExt";
}

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
  /** A PNG or JPEG scaled to fit the box, its top-left corner at (x, y). */
  image(x: number, y: number, bytes: Buffer, box: { width: number; height: number }): void;
  newPage(): void;
  /** The finished file. */
  end(): Promise<Buffer>;
}

export function pdfCanvas(title: string): PdfCanvas {
  // PDF 1.4: what the shop's invoice has always declared; compressed content streams.
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    pdfVersion: "1.4",
    info: { Title: title },
    autoFirstPage: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  // pdfkit's types name files and buffers only; its font factory takes a fontkit font as well.
  for (const [name, font] of Object.entries(fonts)) doc.registerFont(name, font as unknown as Buffer);
  const fontName = (script: Script, bold: boolean) => (bold ? `${script}Bold` : script);

  const width = (text: string, { bold = false, size = 9 }: Pick<TextOptions, "bold" | "size"> = {}) =>
    runs(text).reduce(
      (sum, run) => sum + doc.font(fontName(run.script, bold)).fontSize(size).widthOfString(run.text),
      0,
    );

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
    image(x, y, bytes, box) {
      doc.image(bytes, x, y, { fit: [box.width, box.height] });
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
