/**
 * The site's two languages (issue 29, decision 120): English, the original, and the hand-written
 * Hindi edition. English pages keep their paths; a Hindi page is the same route module under
 * `/hi`. The language is read from the URL of each request (loaders) or location (components),
 * never kept in module state, so one server renders both. Shared with the server, whose e-mails
 * link to the page in the visitor's language.
 */
export type Language = "en" | "hi";

const hindiPrefix = "/hi";

/**
 * The English paths that have a hand-written Hindi version. A page is listed here only once every
 * word of it is in Hindi: the switch, the hreflang links and the sitemap follow this list.
 */
export const hindiPages: ReadonlySet<string> = new Set([
  "/esic",
  "/epfo",
  "/se-guide",
  "/factory-guide",
  "/industrial-licenses",
  "/tools",
  "/tools/pf-esi-calculator",
  "/tools/gratuity-calculator",
  "/tools/bonus-calculator",
  "/tools/reminders",
  "/tools/compliance-calendar",
  "/tools/which-laws-apply",
  // Where a Hindi signup's confirmation link leads (noindex, like their English pages).
  "/mailing-list/confirmed",
  "/mailing-list/invalid-link",
  // The content documents with a Hindi version (decision 124).
  "/",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/services",
  // The ten service pages (their documents and legal lists in Hindi, decisions 124 and 129).
  "/services/flexi-staffing",
  "/services/vendor-audit",
  "/services/payroll-services",
  "/services/establishment-compliances",
  "/services/factory-compliance",
  "/services/risk-audit",
  "/services/requirement-process",
  "/services/mines",
  "/services/vendor-compliance",
  "/services/payroll-compliance",
  // The three packages.
  "/packages/essential",
  "/packages/professional",
  "/packages/platinum",
]);

/** "hi" for /hi and anything under /hi/, else "en". */
export function languageOf(pathname: string): Language {
  return pathname === hindiPrefix || pathname.startsWith(`${hindiPrefix}/`) ? "hi" : "en";
}

/** The English path a page stands for: "/hi/esic" → "/esic", "/hi" → "/"; English paths unchanged. */
export function englishPathOf(pathname: string): string {
  if (languageOf(pathname) === "en") return pathname;
  const rest = pathname.slice(hindiPrefix.length).replace(/\/$/, "");
  return rest === "" ? "/" : rest;
}

/** The path of an English page in a language: "/esic" in Hindi → "/hi/esic", "/" → "/hi/". */
export function pathIn(language: Language, englishPath: string): string {
  if (language === "en") return englishPath;
  return englishPath === "/" ? `${hindiPrefix}/` : `${hindiPrefix}${englishPath}`;
}

/** Whether the page at this path (either language) has a Hindi version, and so a switch. */
export function isTranslated(pathname: string): boolean {
  return hindiPages.has(englishPathOf(pathname));
}

/**
 * Where a link to a page of this site leads from a page in `language`: to the Hindi version where
 * there is one, keeping the query and fragment; any other address (an image, a page not translated,
 * another site) as it is.
 */
export function linkIn(language: Language, href: string): string {
  if (language === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return hindiPages.has(path) ? pathIn("hi", path) + (end === -1 ? "" : href.slice(end)) : href;
}

/**
 * A content document as a Hindi page shows it: every link in it (any string that is a path of this
 * site) leads to the Hindi page where there is one, so a Hindi reader stays in Hindi.
 */
export function withHindiLinks<T>(document: T): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return linkIn("hi", value);
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, walk(inner)]));
    return value;
  };
  return walk(document) as T;
}

/** The language of a loader's request. */
export function requestLanguage(request: Request): Language {
  return languageOf(new URL(request.url).pathname);
}

/** The `lang` attribute of a document in this language. */
export const htmlLang: Record<Language, string> = { en: "en-IN", hi: "hi" };

/** BCP 47 codes for hreflang and the Open Graph locale. */
export const hrefLang: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };
export const ogLocale: Record<Language, string> = { en: "en_IN", hi: "hi_IN" };
