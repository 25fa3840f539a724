// The firm's logo on its invoices and credit notes (issue 32, decision 156): the logo of the
// published brand (the "site" document, decisions 090 and 105) when it is a media library image,
// read from the media file store and re-encoded as PNG, which pdfkit draws (it takes no WebP).
// The signatory's scanned signature comes the same way.
import sharp from "sharp";
import { mediaPathPrefix } from "../../../contract/shared/image-ref.ts";
import type { SellerIdentity } from "../../../contract/shared/site.ts";
import { currentSite } from "../../site-identity.ts";
import type { FileStore } from "../../storage/file-store.ts";

/**
 * Set once at start (server/app.ts). A store held here rather than passed down because every path
 * that draws a PDF (the console's downloads, the issue e-mail, the retainers job, the order page)
 * would otherwise carry it only to hand it on; like the site identity it reads, it sits below them.
 */
let store: FileStore | null = null;
/** By file name: a library file's name never names other bytes (media-files.routes.ts). */
const encoded = new Map<string, Promise<Buffer | null>>();

export function putDocumentLogoStore(files: FileStore): void {
  store = files;
  encoded.clear();
}

/** The logo as PNG bytes, or null: no logo, a plain URL (never fetched), or a file that is gone or unreadable. */
export function documentLogo(): Promise<Buffer | null> {
  return libraryImagePng(currentSite().logo?.src);
}

/**
 * The signature scan the invoice's own seller names (kept with the invoice when it was issued, so
 * a later change of signatory does not re-sign it), as PNG bytes; null as for the logo.
 */
export function documentSignature(seller: SellerIdentity): Promise<Buffer | null> {
  return libraryImagePng(seller.signatory?.signature?.src);
}

async function libraryImagePng(src: string | undefined): Promise<Buffer | null> {
  if (!src || !store || !src.startsWith(mediaPathPrefix)) return null;
  const name = src.slice(mediaPathPrefix.length);
  if (!/^[0-9a-f]{32}-\d{1,4}\.webp$/.test(name)) return null;
  const files = store;
  let png = encoded.get(name);
  if (!png) {
    png = files
      .read(name)
      // About 3.5 pixels a point at the box's width: sharp in print, and a small file.
      .then((bytes) => (bytes ? sharp(bytes).resize({ width: 600, withoutEnlargement: true }).png().toBuffer() : null))
      .catch(() => null);
    encoded.set(name, png);
  }
  return png;
}
