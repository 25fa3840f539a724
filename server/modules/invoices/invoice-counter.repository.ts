import type { Db } from "../../db/connection.ts";

/**
 * The next invoice serial of a financial year: 1, 2, 3, ... with no gap and no repeat. Run it in
 * the transaction that issues the invoice. The UPDATE holds the year's row lock until that
 * transaction ends (PostgreSQL), and SQLite runs one writing transaction at a time, so two
 * payments never read the same number; a rolled-back transaction gives its number back.
 */
export async function nextInvoiceSerial(db: Db, financialYear: string): Promise<number> {
  await db
    .insertInto("invoice_counters")
    .values({ financial_year: financialYear, last_number: 0 })
    .onConflict((oc) => oc.column("financial_year").doNothing())
    .execute();
  const row = await db
    .updateTable("invoice_counters")
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("financial_year", "=", financialYear)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}
