import { buildApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/connection.ts";
import { prepareDatabase } from "../../server/db/prepare-database.ts";
import { parseEnv } from "../../server/env.ts";
import { startupSeeds } from "../../server/startup-seeds.ts";

// The API server as a process of its own, without pages (unit tests run before the build): for
// tests that kill the server, back it up while it writes, or start it from restored data. Prints
// "listening on <url>" once it answers; PORT=0 picks a free port.
const env = parseEnv();
const db = openDatabase(env);
await prepareDatabase(db, startupSeeds);
const app = await buildApp({ env, db, logger: false });
const url = await app.listen({ port: env.PORT, host: env.HOST });
app.outboxWorker.start();
process.on("SIGTERM", () => void app.close().then(() => db.destroy().then(() => process.exit(0))));
console.log(`listening on ${url}`);
