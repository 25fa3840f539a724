import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

// Several instances of the built site on one PostgreSQL behind Debian's nginx on loopback
// (issue 19): the harness of `npm run test:cluster` and of the bench's cluster figures.

const root = path.resolve(import.meta.dirname, "../..");
export const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));

/** A schema of its own in the PostgreSQL at `url`, named by the answered URL's search_path. */
export async function createSchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `cluster_${randomBytes(5).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  const withSchema = new URL(url);
  withSchema.search = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return { url: withSchema.href, drop: () => run(`drop schema if exists ${schema} cascade`) };
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
  stop(signal?: NodeJS.Signals): Promise<unknown>;
}

/** Starts `node server/main.ts` on `port` with `env` and waits until /healthz answers 200. */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  logDir: string,
): Promise<Instance> {
  const child = spawn(process.execPath, [path.join(root, "server/main.ts")], {
    cwd: root,
    env: { PATH: process.env["PATH"] ?? "", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logFile = createWriteStream(path.join(logDir, `${name}.log`));
  child.stdout!.pipe(logFile);
  child.stderr!.pipe(logFile);
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(signal ?? code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}); see ${logDir}/${name}.log`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${name} did not answer /healthz within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    port,
    url,
    child,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface Nginx {
  url: string;
  dir: string;
  stop(): Promise<void>;
}

/**
 * nginx on 127.0.0.1:`port`, round-robin over the instances' ports, with its configuration and
 * temporary files in a folder of its own. A request that meets a dead or refusing instance is
 * tried on the next (GET and HEAD; nginx never repeats a POST that reached an instance), and
 * `X-Upstream` tells the tests which instance answered.
 */
export async function startNginx(port: number, upstreamPorts: number[]): Promise<Nginx> {
  if (!nginxBinary) throw new Error("nginx is not installed (Debian: apt-get install nginx)");
  const dir = mkdtempSync(path.join(tmpdir(), "cluster-nginx-"));
  // nginx's workers (another user when started as root) read the prefix and write temp files in it.
  chmodSync(dir, 0o755);
  const mimeTypes = "/etc/nginx/mime.types";
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log error;`,
      "events { worker_connections 1024; }",
      "http {",
      existsSync(mimeTypes) ? `  include ${mimeTypes};` : "  types { text/html html; }",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}_temp`)};`,
      ),
      "  upstream site {",
      ...upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`),
      "    keepalive 32;",
      "  }",
      "  server {",
      `    listen 127.0.0.1:${port};`,
      "    client_max_body_size 10m;",
      "    location / {",
      "      proxy_pass http://site;",
      "      proxy_http_version 1.1;",
      '      proxy_set_header Connection "";',
      "      proxy_set_header Host $host;",
      "      proxy_set_header X-Forwarded-For $remote_addr;",
      "      proxy_set_header X-Forwarded-Proto $scheme;",
      "      proxy_next_upstream error timeout http_502 http_503;",
      "      proxy_next_upstream_timeout 10s;",
      "      add_header X-Upstream $upstream_addr always;",
      "    }",
      "  }",
      "}",
    ].join("\n"),
  );
  const args = ["-p", `${dir}/`, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")];
  const tested = spawnSync(nginxBinary, ["-t", ...args], { encoding: "utf8" });
  if (tested.status !== 0) throw new Error(`nginx -t: ${tested.stderr.trim()}`);
  const child = spawn(nginxBinary, [...args, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error("nginx stopped at start");
    const up = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error("nginx did not answer");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    dir,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The variables every instance of one cluster shares: the database, the secret, where the files are. */
export function clusterEnv(databaseUrl: string, dataDir: string, extra: Record<string, string> = {}) {
  mkdirSync(dataDir, { recursive: true });
  return {
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // Every instance must sign and check OTP codes and sessions with the same secret.
    SESSION_SECRET: "cluster-test-secret-cluster-test-secret-0123",
    SMS_PROVIDER: "file",
    MAIL_TRANSPORT: "file",
    LOG_LEVEL: "warn",
    SCHEDULED_JOBS: "on",
    ...(process.env["BUILD_DIR"] ? { BUILD_DIR: process.env["BUILD_DIR"] } : {}),
    ...extra,
  };
}

/** Builds the site when no build is present (the cluster runs the production server). */
export function ensureBuild(): void {
  const buildDir = path.resolve(root, process.env["BUILD_DIR"] ?? "build");
  if (existsSync(path.join(buildDir, "server/index.js"))) return;
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) throw new Error("npm run build failed");
}

export { root };

/**
 * How long after `since` a reader's cache shows a change, reading `url` until its body contains
 * `text` (Infinity after 5 s): `visible`, when the first request that saw it was sent, and
 * `answered`, when it was answered. The reader dropped its cache between those two moments (the
 * request before it got the stale copy); `answered` adds the reader's re-render, which on a loaded
 * machine can itself take longer than a second.
 */
async function watchFor(url: string, text: string, since: number): Promise<Watched> {
  while (Date.now() - since < 5000) {
    const sent = Date.now();
    if ((await (await fetch(url)).text()).includes(text))
      return { visible: sent - since, answered: Date.now() - since };
  }
  return { visible: Infinity, answered: Infinity };
}

export interface Watched {
  visible: number;
  answered: number;
}

function postForm(title: string): FormData {
  const form = new FormData();
  form.set("title", title);
  form.set("content", "<p>Written through one instance, read through another.</p>");
  form.set("category", "blog");
  return form;
}

/**
 * Publishes a post through `writer` after `reader` cached GET /api/blogs; answers its id and how
 * long `reader`'s list took to show it (the cross-instance invalidation delay of the list cache).
 */
export async function publishAndWatch(writer: Instance, reader: Instance, token: string) {
  for (let i = 0; i < 2; i++) await (await fetch(`${reader.url}/api/blogs`)).text();
  const title = `Cluster post ${randomBytes(4).toString("hex")}`;
  const published = await fetch(`${writer.url}/api/blogs`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: postForm(title),
  });
  if (published.status !== 201) throw new Error(`publishing answered ${published.status}: ${await published.text()}`);
  const since = Date.now();
  const { post } = (await published.json()) as { post: { id: number } };
  return { id: post.id, ...(await watchFor(`${reader.url}/api/blogs`, title, since)) };
}

/**
 * Publishes a new heading for the privacy policy (a content document, issue 28) through `writer`
 * after `reader` cached /privacy; answers how long `reader`'s page took to show it (the content
 * bus's `content` event reloading the published documents and dropping the page cache there).
 */
export async function publishDocumentAndWatch(writer: Instance, reader: Instance, token: string): Promise<Watched> {
  for (let i = 0; i < 2; i++) await (await fetch(`${reader.url}/privacy`)).text();
  const auth = { authorization: `Bearer ${token}` };
  const url = `${writer.url}/api/admin/content/privacy`;
  const { published } = (await (await fetch(url, { headers: auth })).json()) as { published: { heading: string } };
  const heading = `Privacy ${randomBytes(4).toString("hex")}`;
  const saved = await fetch(url, {
    method: "PUT",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ ...published, heading }),
  });
  if (saved.status !== 200) throw new Error(`saving the draft answered ${saved.status}: ${await saved.text()}`);
  const done = await fetch(`${url}/publish`, { method: "POST", headers: auth });
  if (done.status !== 200) throw new Error(`publishing answered ${done.status}: ${await done.text()}`);
  return watchFor(`${reader.url}/privacy`, heading, Date.now());
}

/**
 * Retitles post `id` through `writer` after `reader` cached its page; answers how long `reader`'s
 * page took to show the new title (the cross-instance invalidation delay of the page cache).
 */
export async function editAndWatch(writer: Instance, reader: Instance, token: string, id: number): Promise<Watched> {
  for (let i = 0; i < 2; i++) await (await fetch(`${reader.url}/blog/${id}`)).text();
  const title = `Cluster edit ${randomBytes(4).toString("hex")}`;
  const edited = await fetch(`${writer.url}/api/admin/posts/${id}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${token}` },
    body: postForm(title),
  });
  if (edited.status !== 200) throw new Error(`editing answered ${edited.status}: ${await edited.text()}`);
  return watchFor(`${reader.url}/blog/${id}`, title, Date.now());
}
