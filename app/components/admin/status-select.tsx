import { useId, useState } from "react";
import { adminMessages } from "../../../contract/console/admin.ts";
import { fieldClass } from "../ui/text-field.tsx";
import { errorMessage } from "../../lib/api-client.ts";

const tone: Record<string, string> = {
  new: "bg-accent-soft text-accent-ink",
  contacted: "bg-primary-soft text-primary",
  processing: "bg-primary-soft text-primary",
  closed: "bg-surface text-muted",
  completed: "bg-success-soft text-success",
  cancelled: "bg-danger-soft text-danger",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${tone[status] ?? "bg-surface text-muted"}`}
    >
      {status}
    </span>
  );
}

/** A status picker that saves on change and says when it failed. */
export function StatusSelect<S extends string>({
  label,
  value,
  options,
  onSave,
}: {
  label: string;
  value: S;
  options: readonly S[];
  onSave: (status: S) => Promise<void>;
}) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(next: S) {
    setSaving(true);
    setError(null);
    try {
      await onSave(next);
    } catch (err) {
      setError(errorMessage(err, adminMessages.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={saving}
        onChange={(e) => change(e.target.value as S)}
        className={`${fieldClass(Boolean(error))} min-w-36 py-1.5 text-sm capitalize`}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
