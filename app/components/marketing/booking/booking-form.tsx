import type { BookingOutcome, Slot } from "../../../../contract/api/bookings.ts";
import type { bookingPage } from "../../../content/booking.ts";
import { Button } from "../../ui/button.tsx";
import { HoneypotField } from "../../ui/honeypot-field.tsx";
import { VisitSourceFields } from "../../ui/visit-source-fields.tsx";
import { PrivacyNotice } from "../../ui/privacy-notice.tsx";
import { Field, TextField } from "../../ui/text-field.tsx";
import { SlotPicker } from "./slot-picker.tsx";

/** What the page's action answered a refused post: the sentence, the field messages and what was typed. */
export interface BookingPosted {
  outcome: Extract<BookingOutcome, { ok: false }>;
  values: Record<string, string>;
}

/**
 * The booking form (issue 31). It posts to /book's action without JavaScript; the page's script
 * (app/browser/booking-picker.ts) sends it to POST /api/bookings instead and shows the
 * confirmation in `data-booking-done` without reloading. `answers` (the which-laws checker's
 * result) travels along as a hidden field and is shown.
 */
export function BookingForm({
  copy,
  slots,
  answers,
  posted,
}: {
  copy: typeof bookingPage;
  slots: readonly Slot[];
  answers: string | null;
  posted: BookingPosted | null;
}) {
  const values = posted?.values ?? {};
  const errors = posted?.outcome.fields ?? {};
  return (
    <>
      <form
        method="post"
        data-booking-form
        data-busy={copy.busy}
        data-network={copy.network}
        data-fallback={copy.serverFallback}
        aria-labelledby="booking-heading"
        className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
      >
        <h2 id="booking-heading" className="sr-only">
          {copy.title}
        </h2>
        {slots.length === 0 ? (
          <p className="text-muted">{copy.noSlots}</p>
        ) : (
          <SlotPicker
            slots={slots}
            legend={copy.slotsLegend}
            daysLabel={copy.daysLabel}
            selected={values["start"]}
            error={errors["start"]}
          />
        )}
        <h3 className="mt-8 text-lg font-bold">{copy.detailsHeading}</h3>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField
            label={copy.nameLabel}
            name="name"
            required
            autoComplete="name"
            defaultValue={values["name"]}
            error={errors["name"]}
          />
          <TextField
            label={copy.emailLabel}
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={values["email"]}
            error={errors["email"]}
          />
          <TextField
            label={copy.mobileLabel}
            name="mobile"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            defaultValue={values["mobile"]}
            error={errors["mobile"]}
          />
          <TextField
            label={copy.companyLabel}
            name="company"
            autoComplete="organization"
            maxLength={160}
            defaultValue={values["company"]}
            error={errors["company"]}
          />
          <Field label={copy.topicLabel} error={errors["topic"]} className="sm:col-span-2">
            {(control) => (
              <textarea {...control} name="topic" rows={4} maxLength={2000} defaultValue={values["topic"]} />
            )}
          </Field>
        </div>
        {answers ? (
          <div className="mt-5 rounded-lg border border-line bg-primary-soft px-3 py-2 text-sm">
            <p className="font-semibold">{copy.answersLabel}</p>
            <p className="whitespace-pre-line text-muted">{answers}</p>
            <input type="hidden" name="answers" value={answers} />
          </div>
        ) : null}
        <HoneypotField />
        <VisitSourceFields />
        <p
          role="alert"
          hidden={!posted}
          data-form-error
          className="mt-5 rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
        >
          {posted?.outcome.message}
        </p>
        <div className="mt-5">
          <PrivacyNotice form="booking" />
        </div>
        <Button
          type="submit"
          variant="accent"
          size="lg"
          className="mt-4 w-full sm:w-auto"
          disabled={slots.length === 0}
        >
          {copy.button}
        </Button>
      </form>
      <div
        data-booking-done
        role="status"
        tabIndex={-1}
        hidden
        className="rounded-card border border-success bg-success-soft p-6 text-lg font-medium text-ink"
      />
    </>
  );
}
