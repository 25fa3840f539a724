import { startServer } from "./start-server.ts";

// `npm run dev`: the same server with Vite in front for hot reload; pages are never cached.
await startServer({ mode: "development" });
