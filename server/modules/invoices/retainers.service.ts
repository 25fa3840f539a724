import { billingMessages as m, type RetainerFrequency } from "../../../contract/console/billing.ts";
import type * as z from "zod/mini";
import type { retainerDraftSchema } from "../../../contract/console/billing.schema.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import { findClient } from "../clients/clients.repository.ts";
import {
  claimRetainerTurn,
  dueRetainers,
  findRetainer,
  insertRetainer,
  type StoredRetainer,
} from "./retainers.repository.ts";
import { insertDraft, issueServiceInvoice, type InvoicePayments } from "./service-invoices.service.ts";
import { MONTHS } from "../../../contract/shared/format.ts";

const monthsOf = (frequency: RetainerFrequency) => (frequency === "monthly" ? 1 : 3);

/** Today in India as YYYY-MM-DD. */
export const indianDate = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The same day `months` later (the month's last day when it has no such day). */
export function addMonths(date: string, months: number): string {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, mo - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** "November 2026", or "November 2026 to January 2027" for a quarter: printed after each line. */
function periodLabel(from: string, frequency: RetainerFrequency): string {
  const name = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
  return frequency === "monthly" ? name(from) : `${name(from)} to ${name(addMonths(from, 2))}`;
}

export async function createRetainer(
  db: Db,
  draft: z.infer<typeof retainerDraftSchema>,
  record?: RecordChange,
  now = new Date(),
): Promise<StoredRetainer> {
  return db.transaction().execute(async (tx) => {
    const client = await findClient(tx, draft.clientId);
    if (!client) throw new HttpError(400, m.clientNotFound, { clientId: m.clientNotFound });
    const id = await insertRetainer(
      tx,
      {
        clientId: client.id,
        frequency: draft.frequency,
        lines: draft.lines,
        dueDays: draft.dueDays,
        nextIssueOn: draft.startOn,
      },
      now,
    );
    await record?.(tx, {
      action: "retainer.create",
      target: `retainer ${id}`,
      detail: `A ${draft.frequency} invoice for “${client.businessName}” from ${draft.startOn}`,
    });
    return (await findRetainer(tx, id))!;
  });
}

/**
 * The `retainers` job's pass (once per cluster through the gate, decision 054): each retainer
 * whose day has come takes its turn (its date moves on a month or a quarter in the same
 * transaction as the draft, so a turn is never issued twice), then its invoice is issued like
 * staff's: next serial, PDF, e-mail and payment link. Answers the numbers issued.
 */
export async function issueDueRetainers(db: Db, payments: InvoicePayments, now: Date): Promise<string[]> {
  const today = indianDate(now);
  const issued: string[] = [];
  for (const retainer of await dueRetainers(db, today)) {
    const on = retainer.nextIssueOn;
    const draftId = await db.transaction().execute(async (tx) => {
      if (!(await claimRetainerTurn(tx, retainer.id, on, addMonths(on, monthsOf(retainer.frequency))))) return null;
      const label = periodLabel(on, retainer.frequency);
      return insertDraft(
        tx,
        {
          clientId: retainer.clientId,
          lines: retainer.lines.map((line) => ({ ...line, description: `${line.description} (${label})` })),
          dueDate: addDays(today, retainer.dueDays),
          notes: `Retainer ${retainer.frequency}, ${label}.`,
        },
        now,
      );
    });
    if (draftId !== null) issued.push((await issueServiceInvoice(db, draftId, payments, undefined, now)).number);
  }
  return issued;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
