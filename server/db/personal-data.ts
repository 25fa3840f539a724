import { sql, type Expression, type SqlBool } from "kysely";
import type { DataSubject } from "../../contract/console/privacy.ts";
import type { Db } from "./connection.ts";

/** One stored record as the console shows it and the export writes it: plain JSON values. */
export type PersonalRecord = Record<string, unknown>;

/**
 * What one module stores about a person and how it erases it (issue 17, decision 015). Each module
 * that keeps personal data exports one holder from its service, and the privacy module's registry
 * (privacy/personal-data-holders.ts) lists them: search, export and erasure go through every holder.
 */
export interface PersonalDataHolder {
  /** The key in the export, e.g. "enquiries". */
  name: string;
  /** The console's heading, e.g. "Enquiries". */
  label: string;
  /** What an erasure keeps and why, shown before erasing and written into the export. */
  keeps?: string;
  find(db: Db, who: DataSubject): Promise<PersonalRecord[]>;
  /**
   * Erases what `find` finds, inside the erasure's transaction. Answers how many records it erased
   * or cleared, and the audit-log targets of those records (e.g. "enquiry 12"), whose details the
   * erasure clears too because they may quote the person.
   */
  erase(tx: Db, who: DataSubject, now: Date): Promise<{ count: number; auditTargets?: string[] }>;
}

/** A text column with the spaces, hyphens, dots, brackets and + of typed phone numbers removed (SQL). */
function digitsOf(column: string): Expression<string> {
  let digits: Expression<string> = sql.ref(column);
  for (const mark of [" ", "-", ".", "(", ")", "+"]) digits = sql<string>`replace(${digits}, ${mark}, '')`;
  return digits;
}

/**
 * SQL, the same on SQLite and PostgreSQL: a phone column as typed ("+91 98765-43210", "(0) 98765
 * 43210") is this 10-digit mobile once its marks are removed (`ends`), or a text quotes it
 * anywhere (`contains`, for messages that print the number as the customer typed it).
 */
export function phoneMatches(column: string, mobile: string, where: "ends" | "contains"): Expression<SqlBool> {
  if (!/^\d{10}$/.test(mobile)) throw new Error("a mobile is 10 digits");
  return sql<SqlBool>`${digitsOf(column)} like ${where === "ends" ? `%${mobile}` : `%${mobile}%`}`;
}
