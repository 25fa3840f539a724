import {
  privacyMessages,
  type DataSubject,
  type ErasureAnswer,
  type PersonalData,
} from "../../../contract/console/privacy.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { redactAudit } from "../audit/audit.repository.ts";
import { personalDataHolders } from "./personal-data-holders.ts";

/** "a***@example.com" or "98******10": enough for the audit log to tell requests apart, not to re-identify. */
export function maskedSubject(who: DataSubject): string {
  if (who.email !== null) {
    const [local = "", domain = ""] = who.email.split("@");
    return `${local.slice(0, 1)}***@${domain}`;
  }
  return `${who.mobile.slice(0, 2)}******${who.mobile.slice(-2)}`;
}

/** Everything the site stores about one e-mail address or mobile, module by module. */
export async function findPersonalData(db: Db, who: DataSubject, now = new Date()): Promise<PersonalData> {
  const sections = [];
  for (const holder of personalDataHolders) {
    sections.push({
      name: holder.name,
      label: holder.label,
      keeps: holder.keeps ?? null,
      records: await holder.find(db, who),
    });
  }
  return { subject: { email: who.email, mobile: who.mobile }, generatedAt: now.toISOString(), sections };
}

/** The same, for handing to the person (a JSON file), with the export written to the audit log. */
export async function exportPersonalData(
  db: Db,
  who: DataSubject,
  record?: RecordChange,
  now = new Date(),
): Promise<PersonalData> {
  return db.transaction().execute(async (tx) => {
    const data = await findPersonalData(tx, who, now);
    const count = data.sections.reduce((sum, section) => sum + section.records.length, 0);
    await record?.(tx, {
      action: "personal-data.export",
      target: `data of ${maskedSubject(who)}`,
      detail: `Exported ${count} record${count === 1 ? "" : "s"}`,
    });
    return data;
  });
}

/**
 * Erases everything stored about one person in one transaction: each module erases its own
 * records (orders keep their invoice data), and the audit log's lines stop quoting the person. The
 * audit log records the erasure with a masked identifier and the counts.
 */
export async function erasePersonalData(
  db: Db,
  who: DataSubject,
  record?: RecordChange,
  now = new Date(),
): Promise<ErasureAnswer> {
  return db.transaction().execute(async (tx) => {
    const erased = [];
    const auditTargets: string[] = [];
    for (const holder of personalDataHolders) {
      const outcome = await holder.erase(tx, who, now);
      erased.push({ name: holder.name, label: holder.label, count: outcome.count });
      auditTargets.push(...(outcome.auditTargets ?? []));
    }
    await redactAudit(tx, { needles: [who.email ?? who.mobile], targets: auditTargets });
    const total = erased.reduce((sum, e) => sum + e.count, 0);
    await record?.(tx, {
      action: "personal-data.erase",
      target: `data of ${maskedSubject(who)}`,
      detail:
        total === 0
          ? "Nothing was stored"
          : `Erased ${erased
              .filter((e) => e.count > 0)
              .map((e) => `${e.label.toLowerCase()}: ${e.count}`)
              .join(", ")}`,
    });
    return { message: total === 0 ? privacyMessages.nothingToErase : privacyMessages.erased, erased };
  });
}
