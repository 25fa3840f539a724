import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin builds the app and must not run in tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,contract,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
