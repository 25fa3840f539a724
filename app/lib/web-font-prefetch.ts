/** The web faces fetched for a reader's next pages (decisions 061 and 095). */
export const webFaces = {
  /** Inter, every page's face from a reader's second visit on. */
  inter: { cachedKey: "font:inter", attribute: "font", value: "inter" },
  /** Noto Sans Devanagari, the Hindi pages' face from a Hindi reader's second page on. */
  devanagari: { cachedKey: "font:devanagari", attribute: "fontHi", value: "devanagari" },
} as const;

/** The `localStorage` flag that says Inter is in the HTTP cache (decision 061). */
export const webFontCachedKey = webFaces.inter.cachedKey;

/**
 * Fetches the font at `url` into the HTTP cache at low priority and records it, unless the document
 * uses it already or the reader asked to save data. Shared by the React frame (lib/web-font.ts) and
 * the content pages' script, which gets the URL from the document.
 */
export function prefetchWebFontFrom(url: string, face: keyof typeof webFaces = "inter"): void {
  const { cachedKey, attribute, value } = webFaces[face];
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (!url || document.documentElement.dataset[attribute] === value || connection?.saveData) return;
  fetch(url, { priority: "low" })
    .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
    .then(() => localStorage.setItem(cachedKey, "1"))
    .catch(() => {
      // Offline, blocked storage or a failed download: the system face stays, which is fine.
    });
}
