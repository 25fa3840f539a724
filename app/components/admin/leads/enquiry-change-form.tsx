import { adminMessages, adminPaths, type Enquiry, type EnquiryAnswer } from "../../../../contract/console/admin.ts";
import { canMove, enquiryStages, stageLabels, type EnquiryStage } from "../../../../contract/console/leads.ts";
import { useAdminApi } from "../../../hooks/use-admin-data.ts";
import { useApiForm } from "../../../hooks/use-api-form.ts";
import { Button } from "../../ui/button.tsx";
import { Field, TextField } from "../../ui/text-field.tsx";
import { ErrorBanner } from "../error-banner.tsx";

interface ChangeDraft {
  status: EnquiryStage;
  lostReason: string;
  monthlyValue: string;
  owner: string;
  nextFollowUp: string;
}

/**
 * An enquiry's stage (only the moves the stage rule allows are offered; lost asks its reason, won
 * its monthly value), owner and next follow-up, saved together. The server checks every rule.
 */
export function EnquiryChangeForm({
  enquiry,
  editors,
  onSaved,
}: {
  enquiry: Enquiry;
  editors: readonly string[];
  onSaved: () => void;
}) {
  const call = useAdminApi();
  const form = useApiForm<ChangeDraft>({
    initial: {
      status: enquiry.status,
      lostReason: enquiry.lostReason ?? "",
      monthlyValue: enquiry.monthlyValue === null ? "" : String(enquiry.monthlyValue),
      owner: enquiry.owner ?? "",
      nextFollowUp: enquiry.nextFollowUp ?? "",
    },
    fieldId: (field) => `enquiry-${enquiry.id}-${field}`,
    submit: async (draft) => {
      const moved = draft.status !== enquiry.status;
      await call<EnquiryAnswer>(adminPaths.enquiry(enquiry.id), {
        method: "PATCH",
        json: {
          ...(moved ? { status: draft.status } : {}),
          ...(moved && draft.status === "lost" ? { lostReason: draft.lostReason } : {}),
          ...(moved && draft.status === "won" && draft.monthlyValue.trim()
            ? { monthlyValue: Number(draft.monthlyValue) }
            : {}),
          owner: draft.owner || null,
          nextFollowUp: draft.nextFollowUp || null,
        },
        fallbackMessage: adminMessages.saveFailed,
      });
      onSaved();
    },
    fallback: adminMessages.saveFailed,
  });
  const { values, update, errors } = form;
  const id = (field: keyof ChangeDraft) => `enquiry-${enquiry.id}-${field}`;
  const stages = enquiryStages.filter((stage) => stage === enquiry.status || canMove(enquiry.status, stage));
  const owners = enquiry.owner && !editors.includes(enquiry.owner) ? [enquiry.owner, ...editors] : editors;

  return (
    <form onSubmit={form.onSubmit} className="space-y-3" aria-label={`Follow-up of the enquiry from ${enquiry.name}`}>
      <ErrorBanner message={form.banner} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Stage" id={id("status")} error={errors.status}>
          {(control) => (
            <select
              {...control}
              value={values.status}
              onChange={(e) => update("status", e.target.value as EnquiryStage)}
            >
              {stages.map((stage) => (
                <option key={stage} value={stage}>
                  {stageLabels[stage]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Owner" id={id("owner")} error={errors.owner}>
          {(control) => (
            <select {...control} value={values.owner} onChange={(e) => update("owner", e.target.value)}>
              <option value="">Nobody yet</option>
              {owners.map((mobile) => (
                <option key={mobile} value={mobile}>
                  {mobile}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Next follow-up"
          id={id("nextFollowUp")}
          type="date"
          value={values.nextFollowUp}
          onChange={(e) => update("nextFollowUp", e.target.value)}
          error={errors.nextFollowUp}
        />
      </div>
      {values.status === "lost" && enquiry.status !== "lost" ? (
        <TextField
          label="Why was it lost?"
          id={id("lostReason")}
          maxLength={200}
          value={values.lostReason}
          onChange={(e) => update("lostReason", e.target.value)}
          error={errors.lostReason}
        />
      ) : null}
      {values.status === "won" && enquiry.status !== "won" ? (
        <TextField
          label="Monthly value (₹)"
          id={id("monthlyValue")}
          type="number"
          min={1}
          step="0.01"
          inputMode="decimal"
          value={values.monthlyValue}
          onChange={(e) => update("monthlyValue", e.target.value)}
          error={errors.monthlyValue}
        />
      ) : null}
      <Button type="submit" size="sm" disabled={form.busy}>
        {form.busy ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}
