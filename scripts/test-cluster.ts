import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { seedPosts } from "../server/db/seed-content.ts";
import { subscribePath } from "../contract/api/subscribe.ts";
import { analyticsPaths, type AnalyticsReport } from "../contract/console/analytics.ts";
import { indiaToday } from "../contract/rules/calendar-dates.ts";
import { readOutboxFile } from "../tests/setup/api-helpers.ts";
import {
  clusterEnv,
  createSchema,
  editAndWatch,
  ensureBuild,
  nginxBinary,
  publishAndWatch,
  publishDocumentAndWatch,
  root,
  startInstance,
  startNginx,
  type Instance,
  type Nginx,
} from "./cluster/cluster.ts";

// `npm run test:cluster` (issue 19, docs/scaling.md): two instances of the built site on one
// PostgreSQL behind Debian's nginx on loopback. CLUSTER_PORT (default 3180) is nginx's port; the
// instances take the next two. DATABASE_URL (default the CI database) gets a schema per phase.
const databaseUrl = process.env["DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/test";
const nginxPort = Number(process.env["CLUSTER_PORT"] ?? 3180);
const [portA, portB] = [nginxPort + 1, nginxPort + 2];
const editor = "9999999999";
const secondEditor = "9999999998";

if (!nginxBinary) {
  console.log("test:cluster skipped: nginx is not installed (Debian: apt-get install nginx)");
  process.exit(0);
}
ensureBuild();

const logDir = mkdtempSync(path.join(tmpdir(), "cluster-logs-"));
const cleanups: (() => Promise<unknown>)[] = [];
let failed = 0;

async function check(name: string, body: () => Promise<string | void>): Promise<void> {
  const started = Date.now();
  try {
    const note = await body();
    console.log(`ok   ${name} (${Date.now() - started} ms)${note ? `: ${note}` : ""}`);
  } catch (err) {
    failed += 1;
    console.log(`FAIL ${name}: ${(err as Error).stack ?? String(err)}`);
  }
}

const json = (body: unknown) => ({ "content-type": "application/json", body: JSON.stringify(body) });
const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: json(body).body,
  });

/** The texts already handed to a sign-in: a code is used once, so a sign-in never picks the one before it. */
const usedTexts = new Set<string>();

/** The newest OTP texted to `mobile` by any instance (each writes its own outbox file here). */
async function otpFor(files: string[], mobile: string, since: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const sms = files
      .flatMap((file) => readOutboxFile(file))
      .filter(
        (m) =>
          m.channel === "sms" &&
          m.to.endsWith(mobile) &&
          Date.parse(m.at) >= since - 1000 &&
          !usedTexts.has(`${m.at} ${m.text}`),
      )
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    const newest = sms.at(-1);
    const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
    if (newest && code) {
      usedTexts.add(`${newest.at} ${newest.text}`);
      return code;
    }
    if (Date.now() > deadline) throw new Error(`no OTP for ${mobile}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs in: the code is requested through one instance and checked through the other. */
async function signIn(files: string[], mobile: string, sendVia: string, verifyVia: string): Promise<string> {
  const since = Date.now();
  assert.equal((await post(`${sendVia}/auth/send-otp`, { mobileNumber: mobile })).status, 200);
  const otp = await otpFor(files, mobile, since);
  const answer = await post(`${verifyVia}/auth/verify-otp`, { mobileNumber: mobile, otp });
  assert.equal(answer.status, 200, await answer.clone().text());
  return ((await answer.json()) as { token: string }).token;
}

async function phaseOne(): Promise<void> {
  console.log("=== cluster: two instances on one PostgreSQL behind nginx ===");
  const schema = await createSchema(databaseUrl);
  cleanups.push(schema.drop);
  const dataDir = mkdtempSync(path.join(tmpdir(), "cluster-data-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const outboxA = path.join(dataDir, "outbox-a.jsonl");
  const outboxB = path.join(dataDir, "outbox-b.jsonl");
  const base = {
    EDITOR_MOBILES: `${editor},${secondEditor}`,
    LIMIT_PER_ADDRESS: "100000/60",
    OTP_LIMIT_PER_NUMBER: "5/900",
    // Each instance writes its page views every second, so the analytics check need not wait 10 s.
    ANALYTICS_FLUSH_SECONDS: "1",
  };
  let a: Instance | undefined;
  let b: Instance | undefined;
  await check("both instances start together on an empty database (migrations and seed once)", async () => {
    [a, b] = await Promise.all([
      startInstance("a", portA, clusterEnv(schema.url, dataDir, { ...base, OUTBOX_FILE: outboxA }), logDir),
      startInstance("b", portB, clusterEnv(schema.url, dataDir, { ...base, OUTBOX_FILE: outboxB }), logDir),
    ]);
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    const { rows } = await client.query("select count(*)::int as n from posts");
    await client.end();
    assert.equal(rows[0].n, seedPosts.length);
    return `${rows[0].n} seeded posts, once`;
  });
  if (!a || !b) throw new Error("the instances did not start");
  cleanups.push(
    () => a!.stop(),
    () => b!.stop(),
  );
  const nginx: Nginx = await startNginx(nginxPort, [portA, portB]);
  cleanups.push(() => nginx.stop());
  const files = [outboxA, outboxB];

  await check("nginx sends requests to both instances in turn", async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i++) upstreams.add((await fetch(`${nginx.url}/healthz`)).headers.get("x-upstream") ?? "");
    assert.deepEqual([...upstreams].sort(), [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]);
  });

  let token = "";
  let secondToken = "";
  await check("an OTP requested through one instance signs in through the other", async () => {
    token = await signIn(files, editor, a!.url, b!.url);
    secondToken = await signIn(files, secondEditor, b!.url, a!.url);
  });

  await check("a post published, then edited, through A is on B's cached list and page within 1 s", async () => {
    // Measured to the sending of the first request that sees the change (its re-render on a loaded
    // machine is not the invalidation's delay); the answer's time is reported beside it.
    const list = await publishAndWatch(a!, b!, token);
    const page = await editAndWatch(a!, b!, token, list.id);
    assert.ok(list.visible < 1000, `B's /api/blogs showed the new post to requests from ${list.visible} ms`);
    assert.ok(page.visible < 1000, `B's /blog/${list.id} showed the edit to requests from ${page.visible} ms`);
    return (
      `new post in B's /api/blogs for requests from ${list.visible} ms (answered at ${list.answered} ms), ` +
      `edit on B's cached /blog/${list.id} from ${page.visible} ms (answered at ${page.answered} ms)`
    );
  });

  await check("a content document published through A is on B's cached page within 1 s", async () => {
    const page = await publishDocumentAndWatch(a!, b!, token);
    assert.ok(page.visible < 1000, `B's /privacy showed the new heading to requests from ${page.visible} ms`);
    return `new heading on B's cached /privacy from ${page.visible} ms (answered at ${page.answered} ms)`;
  });

  await check("a redirect added through A answers on B within 1 s, and stops when deleted through B", async () => {
    const from = `/old-site/${Date.now()}.html`;
    // B has answered this path before (a 404), so only the redirects event can change its answer.
    assert.equal((await fetch(`${b!.url}${from}`, { redirect: "manual" })).status, 404);
    const auth = { authorization: `Bearer ${token}` };
    const added = await post(`${a!.url}/api/admin/redirects`, { from, to: "/esic" }, token);
    assert.equal(added.status, 201, await added.clone().text());
    const since = Date.now();
    const answerOnB = () => fetch(`${b!.url}${from}`, { redirect: "manual" });
    let moved = await answerOnB();
    while (moved.status !== 301 && Date.now() - since < 1000) moved = await answerOnB();
    const visible = Date.now() - since;
    assert.equal(moved.status, 301, `B still answered ${moved.status} after ${visible} ms`);
    assert.equal(moved.headers.get("location"), "/esic");
    const listed = (await (await fetch(`${b!.url}/api/admin/redirects`, { headers: auth })).json()) as {
      redirects: { id: number; from: string }[];
    };
    const id = listed.redirects.find((r) => r.from === from)?.id;
    const deleted = await fetch(`${b!.url}/api/admin/redirects/${id}`, { method: "DELETE", headers: auth });
    assert.equal(deleted.status, 200);
    let gone = await fetch(`${a!.url}${from}`, { redirect: "manual" });
    while (gone.status === 301 && Date.now() - since < 3000)
      gone = await fetch(`${a!.url}${from}`, { redirect: "manual" });
    assert.equal(gone.status, 404, "A kept the deleted redirect");
    return `B answered 301 from ${visible} ms`;
  });

  await check("removing an editor through A ends their session on B at once", async () => {
    const guarded = (instance: Instance, t: string) =>
      fetch(`${instance.url}/api/admin/page-cache`, { headers: { authorization: `Bearer ${t}` } });
    assert.equal((await guarded(b!, secondToken)).status, 200);
    const removed = await fetch(`${a!.url}/api/admin/editors/${secondEditor}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(removed.status, 200, await removed.clone().text());
    assert.ok([401, 403].includes((await guarded(b!, secondToken)).status));
    assert.ok([401, 403].includes((await guarded(a!, secondToken)).status));
  });

  await check("logging out through B ends the session on A at once", async () => {
    const me = (instance: Instance) =>
      fetch(`${instance.url}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal((await me(a!)).status, 200);
    assert.equal((await post(`${b!.url}/auth/logout`, {}, token)).status, 200);
    assert.equal((await me(a!)).status, 401);
    assert.equal((await me(b!)).status, 401);
  });

  await check("10 OTP sends to one number over both instances hit the per-number limit as one would", async () => {
    const statuses: number[] = [];
    const upstreams = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const answer = await post(`${nginx.url}/auth/send-otp`, { mobileNumber: "9000000001" });
      statuses.push(answer.status);
      upstreams.add(answer.headers.get("x-upstream") ?? "");
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    assert.equal(upstreams.size, 2);
    return statuses.join(" ");
  });

  await check("20 simultaneous bookings of one slot over both instances: one 201 and 19 409s", async () => {
    const slots = (await (await fetch(`${a!.url}/api/bookings/slots`)).json()) as { start: string }[];
    const start = slots[0]!.start;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(`${i % 2 === 0 ? a!.url : b!.url}/api/bookings`, {
          start,
          name: `Cluster ${i}`,
          email: `cluster${i}@example.com`,
          mobile: "9876543210",
        }),
      ),
    );
    const codes = answers.map((answer) => answer.status);
    assert.equal(codes.filter((code) => code === 201).length, 1, codes.join(","));
    assert.equal(codes.filter((code) => code === 409).length, 19, codes.join(","));
    return `slot ${start}`;
  });

  await check(
    "every slot of a day booked at once over both instances: the day's limit and the buffer hold",
    async () => {
      // Staff's rules for this check: three a day, 30 minutes kept free around each booking.
      const rules = { maxPerDay: 3, bufferMinutes: 30 };
      const client = new pg.Client({ connectionString: schema.url });
      await client.connect();
      try {
        await client.query(`insert into booking_settings (id, rules, updated_at) values (1, $1, $2)`, [
          JSON.stringify(rules),
          new Date().toISOString(),
        ]);
        const slots = (await (await fetch(`${a!.url}/api/bookings/slots`)).json()) as { start: string }[];
        const day = slots.at(-1)!.start.slice(0, 10);
        const ofDay = slots.filter((slot) => slot.start.startsWith(day));
        const answers = await Promise.all(
          ofDay.map((slot, i) =>
            post(`${i % 2 === 0 ? a!.url : b!.url}/api/bookings`, {
              start: slot.start,
              name: `Day ${i}`,
              email: `day${i}@example.com`,
              mobile: "9876543210",
            }),
          ),
        );
        const codes = answers.map((answer) => answer.status);
        assert.equal(codes.filter((code) => code === 201).length, rules.maxPerDay, codes.join(","));
        assert.equal(codes.filter((code) => code === 409).length, ofDay.length - rules.maxPerDay, codes.join(","));
        const starts = ofDay
          .filter((_, i) => codes[i] === 201)
          .map((slot) => Date.parse(slot.start))
          .sort((x, y) => x - y);
        for (let i = 1; i < starts.length; i++)
          assert.ok(starts[i]! - starts[i - 1]! >= 60 * 60_000, `bookings closer than the buffer: ${starts.join(",")}`);
        return `${day}: ${ofDay.length} asked, ${starts.length} booked`;
      } finally {
        await client.query(`delete from booking_settings`);
        await client.end();
      }
    },
  );

  await check("page views through both instances add up once; bots and Do-Not-Track are not counted", async () => {
    const analyticsToken = await signIn(files, editor, b!.url, a!.url);
    const today = indiaToday(new Date());
    const esic = async () => {
      const answer = await fetch(`${a!.url}${analyticsPaths.report}?from=${today}&to=${today}`, {
        headers: { authorization: `Bearer ${analyticsToken}` },
      });
      assert.equal(answer.status, 200, await answer.clone().text());
      const report = (await answer.json()) as AnalyticsReport;
      return { views: report.pages.find((p) => p.path === "/esic") ?? { views: 0, visitors: 0 }, all: report };
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));
    await settle();
    const before = await esic();
    // Ten readers, four views each, taken in turn by nginx so each reader is seen by both instances.
    const upstreamsOf = new Map<number, Set<string>>();
    for (let i = 0; i < 40; i++) {
      const reader = Math.floor(i / 4);
      const answer = await fetch(`${nginx.url}/esic`, {
        headers: { "user-agent": `Mozilla/5.0 ClusterReader/${reader}` },
      });
      assert.equal(answer.status, 200);
      await answer.arrayBuffer();
      upstreamsOf.set(reader, (upstreamsOf.get(reader) ?? new Set()).add(answer.headers.get("x-upstream") ?? ""));
    }
    assert.ok(
      [...upstreamsOf.values()].every((upstreams) => upstreams.size === 2),
      "a reader stayed on one instance",
    );
    const uncounted: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
      { "user-agent": "Mozilla/5.0 ClusterReader/dnt", dnt: "1" },
      { "user-agent": "Mozilla/5.0 ClusterReader/gpc", "sec-gpc": "1" },
    ];
    for (const headers of uncounted)
      for (let i = 0; i < 4; i++) await (await fetch(`${nginx.url}/esic`, { headers })).arrayBuffer();
    await settle();
    const after = await esic();
    assert.equal(after.views.views - before.views.views, 40);
    assert.equal(after.views.visitors - before.views.visitors, 10);
    assert.equal(after.all.visitors - before.all.visitors, 10);
    return `/esic: +${after.views.views - before.views.views} views, +${after.views.visitors - before.views.visitors} visitors`;
  });

  await check("200 outbox messages with both workers running are sent exactly once", async () => {
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      const now = new Date().toISOString();
      await client.query(
        `insert into outbox (channel, recipient, subject, body, bulk, status, attempts, next_attempt_at, created_at)
         select 'email', 'load-' || i || '@example.com', 'Load', 'Load test', 0, 'pending', 0, $1, $1
         from generate_series(1, 200) as i`,
        [now],
      );
      // Both workers start on the rows at the same moment: a request that queues mail wakes its
      // instance's worker, so neither waits for its next 2 s poll. Left to the polls, one worker
      // can deliver all 200 before the other's timer fires, and the test would prove nothing
      // about two workers (it failed CI once that way).
      const woken = await Promise.all(
        [a!, b!].map((instance, i) => post(`${instance.url}${subscribePath}`, { email: `wake-${i}@example.com` })),
      );
      assert.deepEqual(
        woken.map((answer) => answer.status),
        [201, 201],
      );
      const deadline = Date.now() + 60_000;
      for (;;) {
        const { rows } = await client.query(
          "select count(*)::int as n from outbox where recipient like 'load-%' and status = 'sent'",
        );
        if (rows[0].n === 200) break;
        if (Date.now() > deadline) throw new Error(`only ${rows[0].n} of 200 sent within 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await client.end();
    }
    const sentBy = files.map((file) => readOutboxFile(file).filter((m) => m.to.startsWith("load-")));
    const all = sentBy.flat().map((m) => m.to);
    assert.equal(all.length, 200);
    assert.equal(new Set(all).size, 200);
    assert.ok(
      sentBy.every((lines) => lines.length > 0),
      "both workers delivered some",
    );
    return `A sent ${sentBy[0]!.length}, B sent ${sentBy[1]!.length}`;
  });

  await check("killing one instance mid-load: the other keeps answering through nginx", async () => {
    let ok = 0;
    let running = true;
    const failures: string[] = [];
    const paths = ["/", "/blog", "/api/blogs", "/services"];
    const loop = async (n: number) => {
      for (let i = n; running; i++) {
        try {
          const answer = await fetch(`${nginx.url}${paths[i % paths.length]}`);
          await answer.arrayBuffer();
          if (answer.status === 200) ok += 1;
          else failures.push(String(answer.status));
        } catch (err) {
          failures.push((err as Error).message);
        }
      }
    };
    // Counted in answers, not seconds, so a slow machine tests the same thing: 8 clients, B killed
    // (SIGKILL, nothing finished gracefully) after 50 answers, then 100 more answers through nginx.
    const until = async (count: number) => {
      for (const deadline = Date.now() + 60_000; ok < count && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => loop(n)));
    await until(50);
    const atKill = ok;
    await b!.stop("SIGKILL");
    await until(atKill + 100);
    running = false;
    await load;
    assert.deepEqual(failures, []);
    assert.ok(ok - atKill >= 100, `only ${ok - atKill} answers after the kill within 60 s`);
    return `${ok} answers, none failed; B killed after ${atKill}`;
  });
}

/** The existing end-to-end specs for publishing, the shop, login and the console, through nginx. */
async function phaseTwo(): Promise<void> {
  const specs = (
    process.env["CLUSTER_SPECS"] ??
    "console/publish.spec.ts,shop/shop.spec.ts,console/login.spec.ts,console/admin.spec.ts"
  )
    .split(",")
    .filter(Boolean);
  if (specs.length === 0) return;
  console.log(`=== end-to-end specs through nginx: ${specs.join(", ")} ===`);
  const schema = await createSchema(databaseUrl);
  cleanups.push(schema.drop);
  // The specs read the file outbox and their data where the e2e server keeps them (support/server.ts).
  const dataDir = path.join(root, `.tmp/e2e-${nginxPort}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = clusterEnv(schema.url, dataDir, {
    LIMIT_PER_ADDRESS: "100000/60",
    OTP_LIMIT_PER_NUMBER: "1000/60",
    PUBLIC_MAIL_PER_HOUR: "100000",
    EDITOR_MOBILES: "9999999999,9999999998,9999999997,9999999996",
  });
  const instances = await Promise.all([
    startInstance("e2e-a", portA, env, logDir),
    startInstance("e2e-b", portB, env, logDir),
  ]);
  cleanups.push(...instances.map((instance) => () => instance.stop()));
  const nginx = await startNginx(nginxPort, [portA, portB]);
  cleanups.push(() => nginx.stop());
  const run = spawnSync(
    "npx",
    ["playwright", "test", "--project=desktop", ...specs.map((spec) => `tests/e2e/${spec}`)],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, E2E_PORT: String(nginxPort), E2E_EXTERNAL_SERVER: "1" },
    },
  );
  if (run.status !== 0) failed += 1;
  console.log(`${run.status === 0 ? "ok  " : "FAIL"} end-to-end specs through nginx`);
}

try {
  await phaseOne();
  // Phase one's processes end before the specs get the ports.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  await phaseTwo();
} catch (err) {
  failed += 1;
  console.log(`FAIL ${(err as Error).stack ?? String(err)}`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
console.log(failed === 0 ? "test:cluster: all passed" : `test:cluster: ${failed} failed; logs in ${logDir}`);
if (failed === 0) rmSync(logDir, { recursive: true, force: true });
process.exit(failed === 0 ? 0 : 1);
