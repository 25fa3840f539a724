import type { AnswerSource } from "../../../contract/rules/labour-rules-on.ts";
import { confirmAt, labourSources, type SourceKey } from "../../../contract/rules/labour-sources.ts";
import { sourceLabel } from "../../lib/review-labels.ts";
import { useToolCopy } from "./use-tool-copy.ts";
import { toolCopy as englishCopy } from "../../content/tools.ts";
import { sourceHi } from "../../../contract/legal-content/hi/guide-pages.ts";

/** The answer's numbered ⚠ notes: figures the fact sheet marks uncertain, said beside the result. */
export function CaveatList({ caveats }: { caveats: readonly string[] }) {
  const toolCopy = useToolCopy();
  if (caveats.length === 0) return null;
  return (
    <section aria-labelledby="caveats-heading" className="rounded-card border border-accent bg-accent-soft p-4 sm:p-5">
      <h3 id="caveats-heading" className="text-base font-bold text-accent-ink">
        {toolCopy.caveatsHeading}
      </h3>
      <ol className="mt-2 space-y-2 pl-0 text-base text-ink">
        {caveats.map((text, i) => (
          <li key={text} id={`caveat-${i + 1}`} className="flex gap-2 scroll-mt-24" data-testid="caveat">
            <span className="shrink-0 font-bold whitespace-nowrap text-accent-ink">⚠ {i + 1}</span>
            <span>{text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The sources behind an answer's figures, each with its site and date, then the official notices
 * of the figures staff entered (decision 084), each once.
 */
export function SourceList({ sources }: { sources: readonly AnswerSource[] }) {
  const toolCopy = useToolCopy();
  if (sources.length === 0) return null;
  // C4 before C13: numbers compared as numbers, without Intl (the same order on server and browser).
  const order = (key: string) => key.replace(/\d+/, (n) => n.padStart(3, "0"));
  const keys = sources.filter((source): source is SourceKey => typeof source === "string");
  const sorted = [...new Set(keys)].sort((a, b) => (order(a) < order(b) ? -1 : 1));
  const notices = [
    ...new Map(
      sources.flatMap((source) => (typeof source === "string" ? [] : [[source.url, source] as const])),
    ).values(),
  ];
  return (
    <section aria-labelledby="sources-heading">
      <h3 id="sources-heading" className="text-base font-bold">
        {toolCopy.sourcesHeading}
      </h3>
      <p className="mt-1 text-sm text-muted">{toolCopy.sourcesNote}</p>
      <ul className="mt-2 space-y-1 text-sm text-ink">
        {sorted.map((key) => (
          <li key={key} id={`source-${key}`} className="scroll-mt-24">
            {/* A source's title is cited in its own language, English, on a Hindi page too. */}
            <strong>{key}</strong>{" "}
            <span lang={toolCopy === englishCopy ? undefined : "en"}>
              {labourSources[key].title} — {labourSources[key].site}, {labourSources[key].date}
            </span>
            {confirmAt[key] ? (
              <>
                {" "}
                · {toolCopy.confirmOn}{" "}
                <a href={confirmAt[key].url} className="text-info underline" rel="noopener">
                  {/* The authority by its Hindi name on a Hindi page, where the government uses one. */}
                  {sourceLabel(toolCopy === englishCopy ? confirmAt[key] : sourceHi(confirmAt[key]))}
                </a>
              </>
            ) : null}
          </li>
        ))}
        {notices.map((notice) => (
          <li key={notice.url} data-testid="official-notice">
            <span lang={toolCopy === englishCopy ? undefined : "en"}>{notice.name}</span> —{" "}
            <a href={notice.url} className="text-info underline" rel="noopener">
              {notice.url}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
