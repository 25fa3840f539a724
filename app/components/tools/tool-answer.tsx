import type { AnswerSource } from "../../../contract/rules/labour-rules-on.ts";
import type { ResultLine, ResultNote } from "../../lib/tools/result-line.ts";
import { CaveatList, SourceList } from "./caveats-and-sources.tsx";
import { ResultNotes } from "./result-notes.tsx";
import { ResultTable } from "./result-table.tsx";
import { useLanguage } from "../../lib/i18n/language-context.ts";

const workingCaption = { en: "Working", hi: "गणना" } as const;

/**
 * One answer in a sentence, then its working (amounts with their rules), its notes, the numbered
 * ⚠ list and the sources: the shape of the gratuity and single-employee bonus answers.
 */
export function ToolAnswer({
  headline,
  lines,
  notes = [],
  caveats,
  sources,
  children,
}: {
  headline: string;
  lines: ResultLine[];
  notes?: ResultNote[];
  caveats: string[];
  sources: AnswerSource[];
  /** Anything the tool shows between the working and the notes. */
  children?: React.ReactNode;
}) {
  const language = useLanguage();
  return (
    <>
      <p className="text-xl font-semibold text-primary-strong" data-testid="tool-headline">
        {headline}
      </p>
      {lines.length ? <ResultTable caption={workingCaption[language]} lines={lines} caveats={caveats} /> : null}
      {children}
      <ResultNotes notes={notes} caveats={caveats} />
      <CaveatList caveats={caveats} />
      <SourceList sources={sources} />
    </>
  );
}
