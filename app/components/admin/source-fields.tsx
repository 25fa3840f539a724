import { legalReviewMessages, type SourceLink } from "../../../contract/legal-content/legal-review.ts";
import { officialSources } from "../../../contract/legal-content/official-sources.ts";
import { Button } from "../ui/button.tsx";
import { Field, TextField } from "../ui/text-field.tsx";

const isHttps = (url: string) => /^https:\/\/[^/\s]+\.[^/\s]+/i.test(url.trim());

/** The server's rules for a legal item's sources, checked before sending: the first broken one's message. */
export function sourceErrors(sources: SourceLink[]): string | undefined {
  if (sources.length === 0) return legalReviewMessages.sourceRequired;
  if (sources.some((source) => !source.name.trim())) return legalReviewMessages.sourceNameRequired;
  if (sources.some((source) => !isHttps(source.url))) return legalReviewMessages.sourceUrlInvalid;
  return undefined;
}

/** The answer's official source links: name and https address each, one at least; an authority can be added from the list. */
export function SourceFields({
  id,
  sources,
  onChange,
  error,
  disabled,
}: {
  id: string;
  sources: SourceLink[];
  onChange: (sources: SourceLink[]) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const replace = (index: number, source: SourceLink) => onChange(sources.map((s, i) => (i === index ? source : s)));
  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold">Official sources</legend>
      {sources.map((source, index) => (
        <div key={index} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField
            id={index === 0 ? id : undefined}
            label={`Source ${index + 1} name`}
            value={source.name}
            onChange={(event) => replace(index, { ...source, name: event.target.value })}
            disabled={disabled}
          />
          <TextField
            label={`Source ${index + 1} link`}
            type="url"
            placeholder="https://"
            value={source.url}
            onChange={(event) => replace(index, { ...source, url: event.target.value })}
            disabled={disabled}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(sources.filter((_, i) => i !== index))}
            disabled={disabled}
            aria-label={`Remove source ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Add an official source" className="sm:w-96">
          {(control) => (
            <select
              {...control}
              value=""
              disabled={disabled}
              onChange={(event) => {
                const picked = Object.values(officialSources).find((s) => s.id === event.target.value);
                if (picked) onChange([...sources, { name: picked.name, url: picked.url }]);
              }}
            >
              <option value="">Choose an authority...</option>
              {Object.values(officialSources).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...sources, { name: "", url: "" }])}
          disabled={disabled}
        >
          Add another link
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
