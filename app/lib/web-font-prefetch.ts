/** The `localStorage` flag that says Inter is in the HTTP cache (decision 061). */
export const webFontCachedKey = "font:inter";

/**
 * Fetches the font at `url` into the HTTP cache at low priority and records it, unless the document
 * uses it already or the reader asked to save data. Shared by the React frame (lib/web-font.ts) and
 * the content pages' script, which gets the URL from the document.
 */
export function prefetchWebFontFrom(url: string): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (!url || document.documentElement.dataset["font"] === "inter" || connection?.saveData) return;
  fetch(url, { priority: "low" })
    .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
    .then(() => localStorage.setItem(webFontCachedKey, "1"))
    .catch(() => {
      // Offline, blocked storage or a failed download: the system face stays, which is fine.
    });
}
