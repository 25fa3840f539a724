/** The largest downloadable product file staff may upload. */
export const MAX_PRODUCT_FILE_BYTES = 25 * 1024 * 1024;

export interface FileKind {
  ext: "pdf" | "docx" | "xlsx" | "zip";
  contentType: string;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What the bytes are, by their content rather than their name: a PDF starts with %PDF-; DOCX and
 * XLSX are ZIP archives whose entries live under word/ or xl/ (Office Open XML); any other ZIP is a
 * ZIP. Anything else (an executable renamed .pdf, a script) answers null and is refused.
 */
export function sniffProductFile(bytes: Buffer): FileKind | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return { ext: "pdf", contentType: "application/pdf" };
  if (bytes.length < 22 || !bytes.subarray(0, 4).equals(ZIP)) return null;
  // Entry names sit in the local headers and the central directory as plain bytes.
  const names = bytes.toString("latin1");
  if (names.includes("[Content_Types].xml") && names.includes("word/document.xml"))
    return { ext: "docx", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" };
  if (names.includes("[Content_Types].xml") && names.includes("xl/workbook.xml"))
    return { ext: "xlsx", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" };
  return { ext: "zip", contentType: "application/zip" };
}

/** The customer's file name: the staff's name kept to safe characters, with the sniffed extension. */
export function downloadFileName(uploaded: string | undefined, title: string, kind: FileKind): string {
  const base = (uploaded ?? title)
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[^A-Za-z0-9 ._-]+/g, " ")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `${base || "download"}.${kind.ext}`;
}
