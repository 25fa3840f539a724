import type { SourceKey } from "../../../contract/rules/labour-sources.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";

/** What the marks say to a screen reader, by language. */
const markText = {
  en: { source: "Source", caveat: "figure to check, note" },
  hi: { source: "स्रोत", caveat: "पुष्टि योग्य आँकड़ा, नोट" },
} as const;

/** Links from a figure to its sources in the page's source list. */
export function SourceMarks({ sources }: { sources: readonly SourceKey[] }) {
  const language = useLanguage();
  if (sources.length === 0) return null;
  return (
    <span className="whitespace-nowrap">
      {" "}
      (
      {sources.map((key, i) => (
        <span key={key}>
          {i > 0 ? ", " : null}
          <a href={`#source-${key}`} className="text-info underline" aria-label={`${markText[language].source} ${key}`}>
            {key}
          </a>
        </span>
      ))}
      )
    </span>
  );
}

/** ⚠ marks beside a figure that used an uncertain rule, numbered as in the answer's ⚠ list. */
export function CaveatMarks({ lineCaveats, caveats }: { lineCaveats: readonly string[]; caveats: readonly string[] }) {
  const language = useLanguage();
  if (lineCaveats.length === 0) return null;
  return (
    <>
      {lineCaveats.map((text) => {
        const number = caveats.indexOf(text) + 1;
        return (
          <a
            key={number}
            href={`#caveat-${number}`}
            className="ml-1 inline-block rounded bg-accent-soft px-1 font-semibold whitespace-nowrap text-accent-ink no-underline"
          >
            ⚠ {number}
            <span className="sr-only">
              : {markText[language].caveat} {number}
            </span>
          </a>
        );
      })}
    </>
  );
}
