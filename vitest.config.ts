import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin builds the app and must not run in tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,contract,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "forks",
    // Each test file opens its own database and app (tests/setup/test-db.ts), so files can share a
    // worker process: starting one per file was a third of the run. One worker (vitest's default on
    // two cores): with two, the backup, crash and input-hygiene tests, which time real processes,
    // failed on a loaded machine.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
