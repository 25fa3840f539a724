import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";

export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  /** Every request the page made, and what they transferred. */
  requests: number;
  totalKb: number;
}

const chromePath = process.env["CHROME_PATH"] ?? "/usr/bin/chromium";
// Beside BENCH_PORT, so that parallel bench runs do not share a Chromium.
export const debuggingPort = 9333 + Number(process.env["BENCH_PORT"] ?? 3200) - 3200;

export interface Chromium {
  process: ChildProcess;
  profileDir: string;
}

/** Starts headless Chromium, with a new profile, and a debugging port for Lighthouse; the caller stops it. */
export async function startChromium(): Promise<Chromium> {
  const userDir = mkdtempSync(path.join(tmpdir(), "bench-chrome-"));
  const chrome = spawn(
    chromePath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${userDir}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).ok)
        return { process: chrome, profileDir: userDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopChromium({ process: chrome, profileDir: userDir });
  throw new Error("Chromium did not start");
}

/** Stops Chromium, waits for it to exit (the next one takes the debugging port) and deletes its profile. */
export async function stopChromium({ process: chrome, profileDir }: Chromium): Promise<void> {
  if (chrome.exitCode === null) {
    const exited = new Promise((resolve) => chrome.once("exit", resolve));
    chrome.kill();
    await exited;
  }
  // Chromium's helpers may still be writing to the profile a moment after it exits.
  rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

/**
 * Lighthouse's default mobile run (simulated slow 4G, 4x CPU) for one URL. `keepStorage` leaves what
 * the profile's storage holds (a signed-in editor's session) instead of clearing it first.
 */
export async function auditPage(url: string, keepStorage = false): Promise<PageScores> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    disableStorageReset: keepStorage,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const requests =
    (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)
      ?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? NaN),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    jsKb: Math.round(jsBytes / 102.4) / 10,
    requests: requests.length,
    totalKb: Math.round(requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10,
  };
}
