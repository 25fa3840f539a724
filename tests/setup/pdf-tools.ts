import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Debian's qpdf and pdftotext (packages qpdf and poppler-utils, installed by .ci/run) on a PDF:
 * qpdf --check must find no error, and the text is what a reader would copy out of it.
 */
export function checkPdf(pdf: Buffer): { text: string } {
  const dir = mkdtempSync(join(tmpdir(), "pdf-check-"));
  try {
    const file = join(dir, "document.pdf");
    writeFileSync(file, pdf);
    // Exits non-zero (and throws) on errors; warnings exit 3, which we refuse too.
    execFileSync("qpdf", ["--check", file], { stdio: "pipe" });
    const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    return { text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
