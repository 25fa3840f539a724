import type { Db } from "../../db/connection.ts";

/** Tax invoices (shop and service alike, one series) and credit notes (their own series, CGST Rules 53). */
export type SerialSeries = "invoice_counters" | "credit_note_counters";

/**
 * The next serial of a series in a financial year: 1, 2, 3, ... with no gap and no repeat. Run it
 * in the transaction that issues the document. The UPDATE holds the year's row lock until that
 * transaction ends (PostgreSQL), and SQLite runs one writing transaction at a time, so two
 * documents never read the same number; a rolled-back transaction gives its number back.
 */
export async function nextSerial(db: Db, series: SerialSeries, financialYear: string): Promise<number> {
  await db
    .insertInto(series)
    .values({ financial_year: financialYear, last_number: 0 })
    .onConflict((oc) => oc.column("financial_year").doNothing())
    .execute();
  const row = await db
    .updateTable(series)
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("financial_year", "=", financialYear)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** The next tax invoice serial (the shop's paid orders and service invoices share the series). */
export const nextInvoiceSerial = (db: Db, financialYear: string) => nextSerial(db, "invoice_counters", financialYear);
