import { startServer } from "./start-server.ts";

// The production server (`node server/main.ts`: the e2e tests and the bench; `npm start` goes
// through scripts/start.ts, which builds first when no build is present).
await startServer({ mode: "production" });
