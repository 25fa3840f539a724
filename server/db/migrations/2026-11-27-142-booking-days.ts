import type { Kysely } from "kysely";

/**
 * One row per India day that has had a booking (issue 31, decision 141). Every booking or move
 * locks the rows of the days its buffer reaches before it checks the buffer and the day's limit,
 * so two instances booking the same day take turns: the checks then see each other's bookings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("booking_days")
    .addColumn("day", "text", (c) => c.primaryKey())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("booking_days").execute();
}
