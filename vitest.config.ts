import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin builds the app and must not run in tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,contract,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "forks",
    // Files stay isolated: the server keeps a few caches in module state (the site identity and
    // brand in force, the content in force), and a file that publishes a brand must not change
    // what the next file in the same worker sees (decision 093).
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
