import type { SourceKey } from "../../../contract/rules/labour-sources.ts";

/** Links from a figure to its sources in the page's source list. */
export function SourceMarks({ sources }: { sources: readonly SourceKey[] }) {
  if (sources.length === 0) return null;
  return (
    <span className="whitespace-nowrap">
      {" "}
      (
      {sources.map((key, i) => (
        <span key={key}>
          {i > 0 ? ", " : null}
          <a href={`#source-${key}`} className="text-info underline" aria-label={`Source ${key}`}>
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
            <span className="sr-only">: figure to check, note {number}</span>
          </a>
        );
      })}
    </>
  );
}
