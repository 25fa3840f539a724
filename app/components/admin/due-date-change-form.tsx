import { adminMessages } from "../../../contract/console/admin.ts";
import { figureAdminPaths, type FiguresList } from "../../../contract/legal-content/legal-figures.ts";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { useApiForm, type FieldErrors } from "../../hooks/use-api-form.ts";
import { onDemand } from "../../lib/on-demand.ts";
import { Button } from "../ui/button.tsx";
import { Field, TextField } from "../ui/text-field.tsx";
import { UpdateSummaryField } from "./update-summary-field.tsx";

/** The move's rules (zod, with the contract's schema), loaded on the form's first focus (decision 068). */
const moveRules = onDemand(() => import("../../../contract/legal-content/legal-figures.schema.ts"));

interface MoveValues {
  obligationId: string;
  dueDate: string;
  newDate: string;
  sourceName: string;
  sourceUrl: string;
  reviewed: string;
  summary: string;
}

const fieldId = (field: string) => `move-${field}`;

/** One period's due date moved by the authority (an extension): the calendar, its feed and the reminders follow. */
export function DueDateChangeForm({
  obligations,
  today,
  saved,
}: {
  obligations: FiguresList["obligations"];
  today: string;
  saved: (message: string) => void;
}) {
  const call = useAdminApi();
  const blank: MoveValues = {
    obligationId: "",
    dueDate: "",
    newDate: "",
    sourceName: "",
    sourceUrl: "",
    reviewed: today,
    summary: "",
  };
  const form = useApiForm<MoveValues>({
    initial: blank,
    // Without the rules (they could not load), the server checks the same ones and its messages show.
    validate: async (values) => {
      const parsed = (await moveRules.load())?.dueDateChangeSchema.safeParse(values);
      if (!parsed || parsed.success) return {};
      const errors: FieldErrors<MoveValues> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof MoveValues] ??= issue.message;
      return errors;
    },
    fieldId,
    submit: async (values) => {
      const answer = await call<{ message: string }>(figureAdminPaths.dueDateChanges, {
        json: values,
        fallbackMessage: adminMessages.saveFailed,
      });
      form.setValues(blank);
      saved(answer.message);
    },
    fallback: adminMessages.saveFailed,
  });
  const text = (field: Exclude<keyof MoveValues, "obligationId" | "summary">, label: string, extra: object = {}) => (
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
      onFocus={moveRules.preload}
      noValidate
      aria-labelledby="move-form-heading"
      className="mb-8 grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2"
    >
      <h3 id="move-form-heading" className="text-lg font-bold sm:col-span-2">
        Move one due date (an extension)
      </h3>
      {form.banner ? (
        <p role="alert" className="text-danger sm:col-span-2">
          {form.banner}
        </p>
      ) : null}
      <Field
        label="Due date of"
        id={fieldId("obligationId")}
        error={form.errors.obligationId}
        className="sm:col-span-2"
      >
        {(control) => (
          <select
            {...control}
            value={form.values.obligationId}
            onChange={(e) => form.update("obligationId", e.target.value)}
          >
            <option value="">Choose an obligation</option>
            {obligations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      {text("dueDate", "Due date being moved", { type: "date", hint: "As the calendar shows it." })}
      {text("newDate", "New due date", { type: "date" })}
      {text("sourceName", "Official source", { hint: "The authority that extended the date" })}
      {text("sourceUrl", "Source link", { type: "url", hint: "The notice or circular, https://…" })}
      {text("reviewed", "Reviewed on", { type: "date" })}
      <UpdateSummaryField
        id={fieldId("summary")}
        error={form.errors.summary}
        value={form.values.summary}
        onChange={(value) => form.update("summary", value)}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={form.busy}>
          {form.busy ? "Saving..." : "Move due date"}
        </Button>
      </div>
    </form>
  );
}
