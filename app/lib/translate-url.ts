/**
 * Where the footer's language list sends the visitor: the page machine-translated by Google. Only
 * the page's origin and path go to Google, never its query string or fragment: an order page's key,
 * a mailing-list token or a reminder link's address and signature would otherwise reach a third
 * party, which would then fetch the page with them (security review L12).
 */
export function translationUrl(language: string, page: { origin: string; pathname: string }): string {
  return `https://translate.google.com/translate?sl=en&tl=${encodeURIComponent(language)}&u=${encodeURIComponent(page.origin + page.pathname)}`;
}
