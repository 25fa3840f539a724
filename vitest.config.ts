import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin builds the app and must not run in tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,contract,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "forks",
    // Each test file opens its own database and app (tests/setup/test-db.ts), so files can share a
    // worker process (vitest measured ~5.5 s to start one per file on this 2-core machine). One
    // worker (vitest's default on two cores): with two, the backup, crash and input-hygiene tests,
    // which time real processes, failed on a loaded machine.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
