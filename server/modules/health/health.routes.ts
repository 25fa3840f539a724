import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/connection.ts";

/** GET /healthz: 200 {"status":"ok"} when the database answers, 503 otherwise (OPERATING.md). */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/healthz", { logLevel: "warn" }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: "ok" };
    } catch (err) {
      request.log.error({ err }, "health check failed");
      return reply
        .code(503)
        .send({ status: "unavailable", error: "Database unavailable", message: "Database unavailable" });
    }
  });
}
