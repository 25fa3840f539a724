import type { AnswerSource } from "../../../contract/rules/labour-rules-on.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";

/** What the marks say to a screen reader, by language. */
const markText = {
  en: { source: "Source", caveat: "figure to check, note", notice: "notice" },
  hi: { source: "स्रोत", caveat: "पुष्टि योग्य आँकड़ा, नोट", notice: "अधिसूचना" },
} as const;

/**
 * Links from a figure to its sources in the page's source list; a figure staff entered links to the
 * official notice entered with it (decision 084).
 */
export function SourceMarks({ sources }: { sources: readonly AnswerSource[] }) {
  const language = useLanguage();
  if (sources.length === 0) return null;
  const text = markText[language];
  return (
    <span className="whitespace-nowrap">
      {" "}
      (
      {sources.map((source, i) => (
        <span key={typeof source === "string" ? source : source.url}>
          {i > 0 ? ", " : null}
          {typeof source === "string" ? (
            <a href={`#source-${source}`} className="text-info underline" aria-label={`${text.source} ${source}`}>
              {source}
            </a>
          ) : (
            <a
              href={source.url}
              className="text-info underline"
              rel="noopener"
              aria-label={`${text.source}: ${source.name}`}
            >
              {text.notice}
            </a>
          )}
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
