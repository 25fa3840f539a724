import { adminMessages } from "../../../contract/console/admin.ts";
import { figureAdminPaths, type FigureStatus } from "../../../contract/legal-content/legal-figures.ts";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { useApiForm, type FieldErrors } from "../../hooks/use-api-form.ts";
import { onDemand } from "../../lib/on-demand.ts";
import { Button } from "../ui/button.tsx";
import { Field, TextField } from "../ui/text-field.tsx";
import { UpdateSummaryField } from "./update-summary-field.tsx";

/** The entry's rules (zod, with the contract's schema), loaded on the form's first focus (decision 068). */
const figureRules = onDemand(() => import("../../../contract/legal-content/legal-figures.schema.ts"));

interface EntryValues {
  key: string;
  value: string;
  effectiveFrom: string;
  sourceName: string;
  sourceUrl: string;
  reviewed: string;
  summary: string;
}

const fieldId = (field: string) => `figure-${field}`;

/**
 * A new value of one figure from a date: ahead of time is the normal case (the tools switch on that
 * day in India). The summary is the line /updates and its feed show, so it is required.
 */
export function FigureEntryForm({
  figures,
  today,
  saved,
}: {
  figures: FigureStatus[];
  today: string;
  saved: (message: string) => void;
}) {
  const call = useAdminApi();
  const blank: EntryValues = {
    key: "",
    value: "",
    effectiveFrom: "",
    sourceName: "",
    sourceUrl: "",
    reviewed: today,
    summary: "",
  };
  const body = (v: EntryValues) => ({ ...v, value: v.value.trim() === "" ? Number.NaN : Number(v.value) });
  const form = useApiForm<EntryValues>({
    initial: blank,
    // Without the rules (they could not load), the server checks the same ones and its messages show.
    validate: async (values) => {
      const parsed = (await figureRules.load())?.figureEntrySchema.safeParse(body(values));
      if (!parsed || parsed.success) return {};
      const errors: FieldErrors<EntryValues> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof EntryValues;
        errors[field] ??= issue.message;
      }
      return errors;
    },
    fieldId,
    submit: async (values) => {
      const answer = await call<{ message: string }>(figureAdminPaths.figures, {
        json: body(values),
        fallbackMessage: adminMessages.saveFailed,
      });
      form.setValues(blank);
      saved(answer.message);
    },
    fallback: adminMessages.saveFailed,
  });
  const chosen = figures.find((f) => f.key === form.values.key);
  const text = (field: Exclude<keyof EntryValues, "key" | "summary">, label: string, extra: object = {}) => (
    <TextField
      id={fieldId(field)}
      label={label}
      value={form.values[field]}
      error={form.errors[field]}
      onChange={(e) => form.update(field, e.target.value)}
      {...extra}
    />
  );

  return (
    <form
      onSubmit={form.onSubmit}
      onFocus={figureRules.preload}
      noValidate
      aria-labelledby="figure-form-heading"
      className="mb-8 grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2"
    >
      <h3 id="figure-form-heading" className="text-lg font-bold sm:col-span-2">
        Add a value
      </h3>
      {form.banner ? (
        <p role="alert" className="text-danger sm:col-span-2">
          {form.banner}
        </p>
      ) : null}
      <Field label="Figure" id={fieldId("key")} error={form.errors.key} className="sm:col-span-2">
        {(control) => (
          <select {...control} value={form.values.key} onChange={(e) => form.update("key", e.target.value)}>
            <option value="">Choose a figure</option>
            {figures.map((f) => (
              <option key={f.key} value={f.key}>
                {f.label} (now {f.current.value})
              </option>
            ))}
          </select>
        )}
      </Field>
      {text("value", "New value", {
        inputMode: "decimal",
        hint: chosen
          ? `Now ${chosen.current.value}. Rupees as whole rupees; rates in hundredths of a per cent (75 is 0.75%).`
          : "Rupees as whole rupees; rates in hundredths of a per cent (75 is 0.75%).",
      })}
      {text("effectiveFrom", "Applies from", { type: "date", hint: "The tools switch on this day (India)." })}
      {text("sourceName", "Official source", { hint: "The authority, e.g. Employees' State Insurance Corporation" })}
      {text("sourceUrl", "Source link", { type: "url", hint: "The notification or circular, https://…" })}
      {text("reviewed", "Reviewed on", { type: "date" })}
      <UpdateSummaryField
        id={fieldId("summary")}
        error={form.errors.summary}
        value={form.values.summary}
        onChange={(value) => form.update("summary", value)}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={form.busy}>
          {form.busy ? "Saving..." : "Save value"}
        </Button>
      </div>
    </form>
  );
}
