import { expect, it } from "vitest";
import { createTestDb } from "../../tests/setup/test-db.ts";

it("migrates a second test database while another exists (PostgreSQL schemas side by side)", async () => {
  const first = await createTestDb();
  const second = await createTestDb();
  try {
    expect(await second.db.selectFrom("posts").select("id").execute()).toEqual([]);
  } finally {
    await second.destroy();
    await first.destroy();
  }
});
