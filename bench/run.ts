import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { auditPage, startChromium, stopChromium, type PageScores } from "./lighthouse.ts";
import { prepareBenchData } from "./prepare-data.ts";
import { runWrk } from "./wrk.ts";

// `npm run bench` (OPERATING.md): prints figures, never fails the build.
const root = path.resolve(import.meta.dirname, "..");
const buildDir = process.env["BUILD_DIR"] ?? "build";
const serverPort = 3200;
const barePort = 3201;
const base = `http://127.0.0.1:${serverPort}`;
const node = process.execPath;

const pageRoutes = (process.env["BENCH_ROUTES"] ?? "/,/services,/esic,/comparison,/contact,/blog,/blog/1,/product-listing,/cart").split(",");
const throughputTargets: { name: string; path: string; headers: Record<string, string> }[] = [
  { name: "home page (br)", path: "/", headers: { "accept-encoding": "br" } },
  { name: "GET /api/blogs", path: "/api/blogs", headers: {} },
  { name: "GET /api/products", path: "/api/products", headers: {} },
];

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

async function waitFor(url: string, tries = 100): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The raw bytes and headers the server sends for one URL (no decompression). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const kept: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string" && k !== "content-length" && k !== "date" && k !== "connection" && k !== "keep-alive") kept[k] = v;
        resolve({ body: Buffer.concat(chunks), headers: kept });
      });
    })
      .on("error", reject)
      .end();
  });
}

async function startBare(bodyFile: string, headers: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(node, [path.join(import.meta.dirname, "bare-server.ts"), String(barePort), bodyFile, JSON.stringify(headers)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  return child;
}

const processes: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
try {
  if (!existsSync(path.join(root, buildDir, "server/index.js"))) {
    log("No build found: building first...");
    spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  }
  await prepareBenchData(dataDir);
  const server = spawn(node, [path.join(root, "server/main.ts")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(serverPort), DATA_DIR: dataDir, LOG_LEVEL: "warn", LIMIT_PER_ADDRESS: "1000000/60", BUILD_DIR: buildDir },
    stdio: "inherit",
  });
  processes.push(server);
  await waitFor(`${base}/healthz`);

  log("\nThroughput on loopback (wrk, 2 threads, 32 connections, 5 s each), against a bare Node server sending the same bytes:");
  log("| target | this server req/s | p99 ms | bare req/s | p99 ms | ratio |");
  log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const target of throughputTargets) {
    const sample = await rawGet(`${base}${target.path}`, target.headers);
    const bodyFile = path.join(dataDir, `bare-${target.path.replace(/\W/g, "_")}.bin`);
    writeFileSync(bodyFile, sample.body);
    runWrk(`${base}${target.path}`, target.headers, 2); // warm-up
    const real = runWrk(`${base}${target.path}`, target.headers);
    const bare = await startBare(bodyFile, sample.headers);
    const baseline = runWrk(`http://127.0.0.1:${barePort}${target.path}`, target.headers);
    bare.kill();
    const ratio = baseline.rps > 0 ? real.rps / baseline.rps : NaN;
    log(`| ${target.name} (${sample.body.length} B) | ${real.rps.toFixed(0)} | ${real.p99Ms.toFixed(2)} | ${baseline.rps.toFixed(0)} | ${baseline.p99Ms.toFixed(2)} | ${ratio.toFixed(2)} |`);
  }

  log("\nLighthouse mobile (simulated slow 4G, 4x CPU slowdown), one run per route:");
  log("| route | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | JS KB (transferred) |");
  log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const route of pageRoutes) {
    await fetch(`${base}${route}`); // fill the page cache as a first visitor would
    // A new browser profile per route: each route is measured as a first visit (a search
    // visitor's landing page), with nothing an earlier route left in storage (decision 008).
    const chrome = await startChromium();
    let scores: PageScores;
    try {
      scores = await auditPage(`${base}${route}`);
    } catch (err) {
      log(`| ${route} | failed: ${(err as Error).message} |`);
      continue;
    } finally {
      await stopChromium(chrome);
    }
    log(`| ${route} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${scores.lcpMs} | ${scores.tbtMs} | ${scores.cls} | ${scores.jsKb} |`);
  }
} catch (err) {
  log(`bench stopped: ${(err as Error).message}`);
} finally {
  for (const p of processes) p.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
