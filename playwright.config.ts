import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { e2eDataDir, e2ePort } from "./tests/e2e/support/server.ts";

/**
 * Debian's headless shell (package chromium-headless-shell) when it is there: the same Chromium
 * build without the browser's user interface, which takes about half the CPU per page on this
 * two-core machine and so nearly halves the suite's time (decision 094). Else the full browser.
 */
const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
const chromium = process.env["CHROME_PATH"] ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");
// Flags that keep Debian's Chromium from reaching for the network this machine does not have.
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, so parallel runs (each on its own E2E_PORT) keep their own failure artefacts.
  outputDir: `test-results/e2e-${e2ePort}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env["CI"] ? 1 : 0,
  reporter: process.env["CI"] ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    launchOptions: { executablePath: chromium, args },
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
      grepInvert: /@phone-only/,
    },
    // Only the tests tagged for the phone (tests/e2e/support/viewport.ts): what differs at 375 px.
    {
      name: "phone",
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 }, channel: undefined },
      grep: /@phone/,
    },
  ],
  // E2E_EXTERNAL_SERVER: the site already answers on E2E_PORT (npm run test:cluster: nginx in front of two instances).
  webServer: process.env["E2E_EXTERNAL_SERVER"]
    ? undefined
    : {
        command: `rm -rf ${e2eDataDir} && node server/main.ts`,
        url: `http://127.0.0.1:${e2ePort}/healthz`,
        reuseExistingServer: false,
        timeout: 60_000,
        env: {
          NODE_ENV: "test",
          PORT: String(e2ePort),
          DATA_DIR: e2eDataDir,
          SMS_PROVIDER: "file",
          MAIL_TRANSPORT: "file",
          LIMIT_PER_ADDRESS: "100000/60",
          OTP_LIMIT_PER_NUMBER: "1000/60",
          PUBLIC_MAIL_PER_HOUR: "100000",
          // One editor per parallel slot (tests/e2e/support/editor-session.ts).
          EDITOR_MOBILES: "9999999999,9999999998,9999999997,9999999996",
          // The new-lead SMS (issue 30, tests/e2e/leads.spec.ts).
          LEAD_ALERT_MOBILES: "9000000030",
          LOG_LEVEL: "warn",
          // Newsletter batches and retention run as in production (tests/e2e/mailing-list.spec.ts).
          SCHEDULED_JOBS: "on",
          ...(process.env["BUILD_DIR"] ? { BUILD_DIR: process.env["BUILD_DIR"] } : {}),
        },
      },
});
