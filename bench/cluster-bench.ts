import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import {
  clusterEnv,
  createSchema,
  editAndWatch,
  ensureBuild,
  nginxBinary,
  publishAndWatch,
  startInstance,
  startNginx,
} from "../scripts/cluster/cluster.ts";
import { signInEditor } from "./editor-pages.ts";
import { runWrk } from "./wrk.ts";

// The cluster's figures (issue 19, docs/scaling.md): page and API throughput through nginx with one
// and with two instances on one PostgreSQL, as ratios measured in the same run, and how long a
// change made through one instance takes to reach the other's caches (p50/p99). BENCH_CLUSTER_PORT
// (default 3240) is nginx's port; the instances take the next two.

const targets: { name: string; path: string; headers: Record<string, string> }[] = [
  { name: "home page (br)", path: "/", headers: { "accept-encoding": "br" } },
  { name: "GET /api/blogs", path: "/api/blogs", headers: {} },
  { name: "GET /api/products", path: "/api/products", headers: {} },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  return client.connect().then(
    () => client.end().then(() => true),
    () => false,
  );
}

/** How long PostgreSQL takes to hand a NOTIFY to a listener on another connection: `count` samples, sorted. */
async function notifyDelays(url: string, count: number): Promise<number[]> {
  const [listener, sender] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all([listener.connect(), sender.connect()]);
  try {
    await listener.query('listen "bench_notify"');
    const delays: number[] = [];
    for (let i = 0; i < count; i++) {
      const heard = new Promise<void>((resolve) => listener.once("notification", () => resolve()));
      const started = performance.now();
      await sender.query("select pg_notify('bench_notify', $1)", [String(i)]);
      await heard;
      delays.push(performance.now() - started);
    }
    return delays.sort((x, y) => x - y);
  } finally {
    await Promise.all([listener.end(), sender.end()]);
  }
}

/** Prints the cluster's tables with `log`; says why and returns when nginx or PostgreSQL is missing. */
export async function benchCluster(log: (line: string) => void): Promise<void> {
  const databaseUrl = process.env["DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/test";
  if (!nginxBinary) return log("\nCluster: skipped (nginx is not installed).");
  if (!(await postgresAnswers(databaseUrl))) return log(`\nCluster: skipped (no PostgreSQL at ${databaseUrl}).`);
  ensureBuild();
  const nginxPort = Number(process.env["BENCH_CLUSTER_PORT"] ?? 3240);
  const [portA, portB] = [nginxPort + 1, nginxPort + 2];
  const schema = await createSchema(databaseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-cluster-"));
  const outbox = path.join(dataDir, "outbox.jsonl");
  const env = clusterEnv(schema.url, dataDir, {
    NODE_ENV: "production",
    LIMIT_PER_ADDRESS: "1000000/60",
    OTP_LIMIT_PER_NUMBER: "1000/60",
    EDITOR_MOBILES: "9999999999",
    OUTBOX_FILE: outbox,
    SCHEDULED_JOBS: "off",
  });
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const [a, b] = await Promise.all([
      startInstance("bench-a", portA, env, dataDir),
      startInstance("bench-b", portB, env, dataDir),
    ]);
    stops.push(
      () => a.stop(),
      () => b.stop(),
    );
    const throughput = async (upstreams: number[]) => {
      const nginx = await startNginx(nginxPort, upstreams);
      try {
        return targets.map((target) => {
          runWrk(`${nginx.url}${target.path}`, target.headers, 1); // warm-up: every instance's caches filled
          return runWrk(`${nginx.url}${target.path}`, target.headers, 3);
        });
      } finally {
        await nginx.stop();
      }
    };
    // Alternating runs, best of three each: other work on the machine weighs on both alike.
    let one = await throughput([portA]);
    let two = await throughput([portA, portB]);
    for (let round = 1; round < 3; round++) {
      one = (await throughput([portA])).map((r, i) => (r.rps > one[i]!.rps ? r : one[i]!));
      two = (await throughput([portA, portB])).map((r, i) => (r.rps > two[i]!.rps ? r : two[i]!));
    }
    log("\nCluster through nginx on one PostgreSQL (this machine's cores are shared by wrk, nginx and the instances):");
    log("| target | 1 instance req/s | p99 ms | 2 instances req/s | p99 ms | ratio 2/1 |");
    log("| --- | ---: | ---: | ---: | ---: | ---: |");
    targets.forEach((target, i) => {
      const [x, y] = [one[i]!, two[i]!];
      log(
        `| ${target.name} | ${Math.round(x.rps)} | ${x.p99Ms.toFixed(1)} | ${Math.round(y.rps)} | ${y.p99Ms.toFixed(1)} | ${(y.rps / x.rps).toFixed(2)} |`,
      );
    });

    // Invalidation across instances: written through A, read from B's caches until the change shows.
    const { token } = await signInEditor(a.url, outbox);
    const rounds = Number(process.env["BENCH_CLUSTER_ROUNDS"] ?? 50);
    const lists: number[] = [];
    const pages: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const published = await publishAndWatch(a, b, token);
      // End to end: until B answered with the change, its re-render included.
      lists.push(published.answered);
      pages.push((await editAndWatch(a, b, token, published.id)).answered);
    }
    lists.sort((x, y) => x - y);
    pages.sort((x, y) => x - y);
    log(`\nInvalidation delay across instances (${rounds} changes through A, read from B):`);
    log("| cache | p50 ms | p99 ms | max ms |");
    log("| --- | ---: | ---: | ---: |");
    log(`| GET /api/blogs (new post) | ${percentile(lists, 50)} | ${percentile(lists, 99)} | ${lists.at(-1)} |`);
    log(`| /blog/:id page (edited post) | ${percentile(pages, 50)} | ${percentile(pages, 99)} | ${pages.at(-1)} |`);
    const notify = await notifyDelays(schema.url, 200);
    const ms = (v: number) => v.toFixed(2);
    log(
      `| the NOTIFY alone (200, sender to listener) | ${ms(percentile(notify, 50))} | ${ms(percentile(notify, 99))} | ${ms(notify.at(-1)!)} |`,
    );
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await schema.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await benchCluster(console.log);
  process.exit(0);
}
