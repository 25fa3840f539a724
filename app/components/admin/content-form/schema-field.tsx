import { lazy, Suspense, useState } from "react";
import { alternativeFor, alternativesOf } from "../../../../contract/content/content-variants.ts";
import { Field } from "../../ui/text-field.tsx";
import { Button } from "../../ui/button.tsx";
import { ImageField } from "./image-field.tsx";
import { emptyOf, labelOf, type FieldSchema, type Json } from "./json-schema.ts";

export interface SchemaFieldProps {
  schema: FieldSchema;
  name: string;
  path: (string | number)[];
  value: Json | undefined;
  onChange: (next: Json | undefined) => void;
  /** The server's messages by field path ("hero.slides.0.heading"). */
  errors: Record<string, string>;
  /** Whether the field may be left out (not in its parent's `required`). */
  optional?: boolean;
}

// Quill loads only when a document with formatted text is opened.
const RichTextEditor = lazy(() =>
  import("../../blog/rich-text-editor.tsx").then((module) => ({ default: module.RichTextEditor })),
);

export const fieldIdOf = (path: (string | number)[]) => `content-${path.join("-")}`;

/**
 * One field of a content document drawn from its JSON Schema (decision 100): a control per kind,
 * groups as fieldsets, lists whose items can be added, removed and moved. Every control is
 * labelled by the schema's title, carries its help and limits, and shows the server's message.
 */
export function SchemaField(props: SchemaFieldProps) {
  const { schema, name, path, value, onChange, errors, optional } = props;
  const kind = schema["x-kind"];
  const id = fieldIdOf(path);
  const error = errors[path.join(".")];
  const label = labelOf(schema, name);

  if (kind === "id" || kind === "tag") return null;
  if (optional && value === undefined) {
    return (
      <div className="rounded-card border border-dashed border-line p-3">
        <Button variant="ghost" size="sm" onClick={() => onChange(emptyOf(schema))}>
          Add {label.toLowerCase()}
        </Button>
      </div>
    );
  }
  const remove = optional ? (
    <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
      Leave out {label.toLowerCase()}
    </Button>
  ) : null;

  if (kind === "group" || (schema.properties && kind !== "image")) {
    const object = (value ?? {}) as Record<string, Json>;
    return (
      <fieldset className="rounded-card border border-line p-4" data-path={path.join(".")}>
        <legend className="px-1 font-semibold text-ink">{label}</legend>
        {schema.description ? <p className="mb-3 text-sm text-muted">{schema.description}</p> : null}
        {error ? <p className="mb-3 text-sm text-danger">{error}</p> : null}
        <div className="grid gap-4">
          {Object.entries(schema.properties ?? {}).map(([child, childSchema]) => (
            <SchemaField
              key={child}
              schema={childSchema}
              name={child}
              path={[...path, child]}
              value={object[child]}
              errors={errors}
              optional={!schema.required?.includes(child)}
              onChange={(next) => {
                const copy = { ...object };
                if (next === undefined) delete copy[child];
                else copy[child] = next;
                onChange(copy);
              }}
            />
          ))}
        </div>
        {remove}
      </fieldset>
    );
  }
  if (kind === "list") return <ListField {...props} value={value ?? []} />;
  if (kind === "variants") return <VariantsField {...props} />;
  if (kind === "image") {
    return (
      <div>
        <ImageField
          id={id}
          label={label}
          hint={schema.description}
          value={value}
          onChange={onChange}
          errors={errors}
          path={path}
        />
        {remove}
      </div>
    );
  }

  if (kind === "rich") {
    return (
      <div data-path={path.join(".")}>
        <p id={`${id}-label`} className="mb-1 text-sm font-semibold text-ink">
          {label}
        </p>
        {schema.description ? <p className="mb-2 text-sm text-muted">{schema.description}</p> : null}
        <Suspense fallback={<p className="text-muted">Loading the editor...</p>}>
          <RichTextEditor
            labelledBy={`${id}-label`}
            resetKey={0}
            disabled={false}
            initialHtml={String(value ?? "")}
            placeholder=""
            onChange={(next) => onChange(next.empty ? "" : next.html)}
          />
        </Suspense>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
        {remove}
      </div>
    );
  }

  const hint = [schema.description, schema.maxLength ? `Up to ${schema.maxLength} characters.` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <Field label={label} error={error} hint={hint || undefined} id={id}>
        {(control) => {
          switch (kind) {
            case "long":
              return (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={schema.maxLength}
                  value={String(value ?? "")}
                  onChange={(e) => onChange(e.target.value)}
                />
              );
            case "number":
              return (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={schema.minimum}
                  max={schema.maximum}
                  value={value === undefined || value === null ? "" : String(value)}
                  onChange={(e) => onChange(e.target.value === "" ? "" : Number(e.target.value))}
                />
              );
            case "yesno":
              return (
                <select {...control} value={value ? "yes" : "no"} onChange={(e) => onChange(e.target.value === "yes")}>
                  <option value="yes">Yes</option>
                  <option value="no">No</option>
                </select>
              );
            case "choice":
              return (
                <select {...control} value={String(value ?? "")} onChange={(e) => onChange(e.target.value)}>
                  {(schema.enum ?? []).map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              );
            case "colour":
              return (
                <span className="flex items-center gap-3">
                  <input
                    type="color"
                    aria-label={`${label}: colour picker`}
                    value={String(value ?? "#000000")}
                    onChange={(e) => onChange(e.target.value)}
                    className="h-10 w-14 rounded border border-line"
                  />
                  <input {...control} value={String(value ?? "")} onChange={(e) => onChange(e.target.value)} />
                </span>
              );
            default:
              return (
                <input
                  {...control}
                  type="text"
                  maxLength={schema.maxLength}
                  value={String(value ?? "")}
                  onChange={(e) => onChange(e.target.value)}
                />
              );
          }
        }}
      </Field>
      {remove}
    </div>
  );
}

/** The options of a kind chooser: each kind by its schema's title. */
function KindOptions({ kinds }: { kinds: FieldSchema[] }) {
  return kinds.map((kind, i) => (
    <option key={i} value={i}>
      {labelOf(kind, `Kind ${i + 1}`)}
    </option>
  ));
}

/**
 * A field of one of several kinds (decision 102): a labelled chooser of its kind, then the chosen
 * kind's own fields. Choosing another kind starts that kind empty, as its fields differ.
 */
function VariantsField({ schema, name, path, value, onChange, errors }: SchemaFieldProps) {
  const kinds = alternativesOf<FieldSchema>(schema);
  const current = alternativeFor<FieldSchema>(schema, value);
  const label = labelOf(schema, name);
  const id = fieldIdOf(path);
  const shown = current ?? kinds[0] ?? {};
  return (
    <div className="grid gap-2" data-path={path.join(".")}>
      <Field
        label={`Kind of ${label.toLowerCase()}`}
        id={`${id}-kind`}
        hint={schema.description}
        // A tagged union names its own `kind` when it matches none of them.
        error={errors[[...path, "kind"].join(".")]}
      >
        {(control) => (
          <select
            {...control}
            value={String(kinds.indexOf(shown))}
            onChange={(e) => onChange(emptyOf(kinds[Number(e.target.value)] ?? {}))}
          >
            <KindOptions kinds={kinds} />
          </select>
        )}
      </Field>
      <SchemaField
        schema={{ ...shown, title: `${label}: ${labelOf(shown, "")}` }}
        name={name}
        path={path}
        value={current ? value : emptyOf(shown)}
        onChange={onChange}
        errors={errors}
      />
    </div>
  );
}

/** A list's items, each with Move up, Move down and Remove, and an Add button under them, within the schema's bounds. */
function ListField({ schema, name, path, value, onChange, errors }: SchemaFieldProps) {
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const label = labelOf(schema, name);
  const itemLabel = labelOf(itemSchema, "Item");
  const error = errors[path.join(".")];
  // A list of several kinds of item asks which kind the new one is (decision 102).
  const kinds = itemSchema["x-kind"] === "variants" ? alternativesOf<FieldSchema>(itemSchema) : [];
  const [newKind, setNewKind] = useState(0);
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  const move = (from: number, to: number) => {
    const copy = [...items];
    const [item] = copy.splice(from, 1);
    copy.splice(to, 0, item as Json);
    onChange(copy);
  };
  return (
    <fieldset className="rounded-card border border-line p-4" data-path={path.join(".")}>
      <legend className="px-1 font-semibold text-ink">{label}</legend>
      {schema.description ? <p className="mb-3 text-sm text-muted">{schema.description}</p> : null}
      {error ? (
        <p className="mb-3 text-sm text-danger" id={`${fieldIdOf(path)}-error`}>
          {error}
        </p>
      ) : null}
      <ol className="grid gap-4">
        {items.map((item, i) => (
          <li key={i} className="grid gap-2 rounded-card bg-surface p-3">
            <SchemaField
              schema={{ ...itemSchema, title: `${itemLabel} ${i + 1}` }}
              name={itemLabel}
              path={[...path, i]}
              value={item}
              errors={errors}
              onChange={(next) => onChange(items.map((old, j) => (j === i ? (next as Json) : old)))}
            />
            <div className="flex flex-wrap gap-2">
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Move up: ${itemLabel} ${i + 1}`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                Move up
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Move down: ${itemLabel} ${i + 1}`}
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
              >
                Move down
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove: ${itemLabel} ${i + 1}`}
                disabled={items.length <= (schema.minItems ?? 0)}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {kinds.length > 0 ? (
          <Field label={`Kind of the new ${itemLabel.toLowerCase()}`} id={`${fieldIdOf(path)}-new-kind`}>
            {(control) => (
              <select {...control} value={String(newKind)} onChange={(e) => setNewKind(Number(e.target.value))}>
                <KindOptions kinds={kinds} />
              </select>
            )}
          </Field>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => onChange([...items, emptyOf(kinds[newKind] ?? itemSchema)])}
        >
          Add {itemLabel.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}
