import type { ResultNote } from "../../lib/tools/result-line.ts";
import { CaveatMarks, SourceMarks } from "./marks.tsx";

/** The sentences that go with an answer (coverage, eligibility, what else applies). */
export function ResultNotes({ notes, caveats }: { notes: readonly ResultNote[]; caveats: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="list-disc space-y-2 pl-5 text-base text-ink">
      {notes.map((note) => (
        <li key={note.text}>
          {note.text}
          <span className="text-sm text-muted">
            <SourceMarks sources={note.sources} />
          </span>
          <CaveatMarks lineCaveats={note.caveats} caveats={caveats} />
        </li>
      ))}
    </ul>
  );
}
