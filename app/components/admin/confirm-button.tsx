import { useId, useRef, useState } from "react";
import { Button, type ButtonVariant } from "../ui/button.tsx";

interface ConfirmButtonProps {
  /** The button that opens the question, e.g. "Delete". */
  label: string;
  /** Accessible name of the opening button when `label` alone is ambiguous in a list. */
  ariaLabel?: string;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  variant?: ButtonVariant;
}

/**
 * A destructive action behind a modal question (native <dialog>: focus is trapped and Escape
 * cancels). The dialog stays open with the busy text until the action ends.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  children,
  confirmLabel,
  onConfirm,
  variant = "danger",
}: ConfirmButtonProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      dialogRef.current?.close();
    }
  }

  return (
    <>
      <Button
        variant={variant === "danger" ? "outline" : variant}
        size="sm"
        aria-label={ariaLabel}
        onClick={() => dialogRef.current?.showModal()}
      >
        {label}
      </Button>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        className="m-auto w-[min(28rem,92vw)] rounded-card border border-line p-6 shadow-card backdrop:bg-primary-strong/50"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        <div className="mt-2 text-muted">{children}</div>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="ghost" onClick={() => dialogRef.current?.close()} disabled={busy}>
            Cancel
          </Button>
          <Button variant={variant} onClick={confirm} disabled={busy}>
            {busy ? "Working..." : confirmLabel}
          </Button>
        </div>
      </dialog>
    </>
  );
}
