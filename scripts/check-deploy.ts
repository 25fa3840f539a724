import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect as http2Connect } from "node:http2";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// `node scripts/check-deploy.ts` (CI runs it after `npm test`, on the build that made): checks the
// deployment kit in deploy/ as far as this machine allows.
// - The systemd units with `systemd-analyze verify`.
// - The nginx site with `nginx -t`, then the built site served through nginx on loopback: a
//   throwaway self-signed certificate, HTTP/2, HSTS, the redirect from HTTP, compression, the
//   client address the app sees (TRUST_PROXY) and the app's own 413 answer.
// What cannot run here (no systemd-analyze, no nginx, no openssl) is skipped with the reason; the
// exit code is 1 only when a check failed. The Dockerfile is not built (see docs/deploy.md).
const root = path.resolve(import.meta.dirname, "..");
const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
const domain = "example.com";

type Outcome = { skip: string } | void;
const results: { name: string; outcome: "ok" | "skip" | "FAIL"; detail?: string }[] = [];
async function check(name: string, run: () => Promise<Outcome>): Promise<void> {
  try {
    const outcome = await run();
    results.push(outcome ? { name, outcome: "skip", detail: outcome.skip } : { name, outcome: "ok" });
  } catch (err) {
    results.push({ name, outcome: "FAIL", detail: (err as Error).message });
  }
  const last = results.at(-1)!;
  console.log(`${last.outcome.padEnd(4)} ${name}${last.detail ? `: ${last.detail}` : ""}`);
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const hasCommand = (command: string) => spawnSync(command, ["--version"], { stdio: "ignore" }).error === undefined;

/** A port nobody listens on now (the kernel picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** The deploy/ file with the replacements made, each of which must match. */
function render(file: string, replacements: [from: string | RegExp, to: string][]): string {
  let text = readFileSync(path.join(root, "deploy", file), "utf8");
  for (const [from, to] of replacements) {
    const next = text.replaceAll(from instanceof RegExp ? new RegExp(from.source, "gm") : from, to);
    assert(next !== text, `${file} no longer contains ${String(from)}: update scripts/check-deploy.ts`);
    text = next;
  }
  return text;
}

async function checkSystemdUnits(): Promise<Outcome> {
  if (!hasCommand("systemd-analyze")) return { skip: "systemd-analyze is not installed" };
  const dir = mkdtempSync(path.join(tmpdir(), "units-"));
  try {
    const names = ["compliance-site.service", "compliance-site-backup.service", "compliance-site-backup.timer"];
    // The machine's own paths, so verify finds the executable and the working directory.
    for (const name of names) {
      const unit = render(`systemd/${name}`, [["/opt/compliance-site", root]]);
      writeFileSync(path.join(dir, name), unit.replaceAll("/usr/bin/node", process.execPath));
    }
    const result = spawnSync("systemd-analyze", ["verify", ...names.map((name) => path.join(dir, name))], {
      encoding: "utf8",
    });
    // verify only warns about a misspelt setting (and ignores it), so any message is a failure.
    const messages = `${result.stdout}${result.stderr}`.trim();
    assert(result.status === 0 && messages === "", `systemd-analyze verify: ${messages || `exit ${result.status}`}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function waitForExit(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

async function checkNginx(): Promise<Outcome> {
  if (!nginxBinary) return { skip: "nginx is not installed (Debian: apt-get install nginx)" };
  if (!hasCommand("openssl")) return { skip: "openssl is not installed, so no test certificate can be made" };
  if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("no build: run `npm run build` first");

  const dir = mkdtempSync(path.join(tmpdir(), "nginx-check-"));
  // nginx's workers (another user when started as root) read the prefix and write temp files in it.
  chmodSync(dir, 0o755);
  const children: ChildProcess[] = [];
  try {
    const [appPort, httpsPort, httpPort] = [await freePort(), await freePort(), await freePort()];
    const made = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${domain}`]
        .concat(["-addext", `subjectAltName=DNS:${domain},DNS:www.${domain}`])
        .concat(["-keyout", path.join(dir, "privkey.pem"), "-out", path.join(dir, "fullchain.pem")]),
      { stdio: "ignore" },
    );
    assert(made.status === 0, "openssl could not make a test certificate");
    const certificate = readFileSync(path.join(dir, "fullchain.pem"));

    writeFileSync(
      path.join(dir, "site.conf"),
      render("nginx/compliance-site.conf", [
        [/^\s*listen \[::\]:\d+.*\n/, ""],
        ["listen 80;", `listen 127.0.0.1:${httpPort};`],
        ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
        [`/etc/letsencrypt/live/${domain}/`, `${dir}/`],
        ["/var/www/letsencrypt", path.join(dir, "acme")],
        ["server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`],
        ["/var/log/nginx/", `${dir}/`],
      ]),
    );
    const mimeTypes = "/etc/nginx/mime.types";
    writeFileSync(
      path.join(dir, "nginx.conf"),
      [
        "worker_processes 1;",
        `pid ${dir}/nginx.pid;`,
        "error_log stderr warn;",
        "events { worker_connections 64; }",
        "http {",
        existsSync(mimeTypes) ? `  include ${mimeTypes};` : "  types { text/html html; }",
        "  default_type application/octet-stream;",
        "  access_log off;",
        ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
          (kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}_temp`)};`,
        ),
        `  include ${path.join(dir, "site.conf")};`,
        "}",
      ].join("\n"),
    );
    const nginxArgs = ["-p", `${dir}/`, "-e", "stderr", "-c", path.join(dir, "nginx.conf")];
    const tested = spawnSync(nginxBinary, ["-t", ...nginxArgs], { encoding: "utf8" });
    assert(tested.status === 0, `nginx -t: ${tested.stderr.trim()}`);

    // The built site as production runs it behind nginx; 4 writes a minute per address, so the
    // check below can tell whether forged X-Forwarded-For addresses count as other visitors.
    const writeLimit = 4;
    const dataDir = path.join(dir, "data");
    mkdirSync(dataDir);
    const app = spawn(process.execPath, [path.join(root, "server/main.ts")], {
      env: {
        PATH: process.env["PATH"] ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(appPort),
        DATA_DIR: dataDir,
        PUBLIC_BASE_URL: `https://${domain}`,
        TRUST_PROXY: "1",
        LIMIT_PER_ADDRESS: `${writeLimit}/60`,
        LOG_LEVEL: "warn",
        ...(process.env["BUILD_DIR"] ? { BUILD_DIR: process.env["BUILD_DIR"] } : {}),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(app);
    const nginx = spawn(nginxBinary, [...nginxArgs, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
    children.push(nginx);
    let nginxErrors = "";
    nginx.stderr!.on("data", (chunk: Buffer) => (nginxErrors += chunk.toString()));

    const started = Date.now();
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${appPort}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      assert(app.exitCode === null, `the app exited with ${app.exitCode}`);
      assert(Date.now() - started < 60_000, "the app did not answer /healthz within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert(nginx.exitCode === null, `nginx stopped: ${nginxErrors.trim()}`);

    const plain = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port: httpPort, path: "/blog?page=2", headers: { host: domain } });
      req.on("response", (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "" });
      });
      req.on("error", reject);
      req.end();
    });
    assert(plain.status === 301, `HTTP answered ${plain.status}, not a redirect`);
    assert(
      plain.headers["location"] === `https://${domain}/blog?page=2`,
      `HTTP redirects to ${plain.headers["location"]}`,
    );

    const session = http2Connect(`https://127.0.0.1:${httpsPort}`, { ca: certificate, servername: domain });
    const h2 = (pathname: string, headers: Record<string, string> = {}, body?: Buffer) =>
      new Promise<Answer>((resolve, reject) => {
        const stream = session.request({
          ":path": pathname,
          ":authority": domain,
          ":method": body ? "POST" : "GET",
          ...headers,
        });
        let status = 0;
        let responseHeaders: Answer["headers"] = {};
        const chunks: Buffer[] = [];
        stream.on("response", (h) => {
          status = Number(h[":status"]);
          responseHeaders = h;
        });
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => resolve({ status, headers: responseHeaders, body: Buffer.concat(chunks).toString() }));
        stream.on("error", reject);
        stream.end(body);
      });
    try {
      const home = await h2("/");
      assert(session.alpnProtocol === "h2", `ALPN chose ${session.alpnProtocol}, not HTTP/2`);
      assert(home.status === 200, `GET / answered ${home.status}`);
      assert(String(home.headers["content-type"]).startsWith("text/html"), "GET / is not HTML");
      assert(
        home.headers["strict-transport-security"] === "max-age=63072000; includeSubDomains",
        `HSTS is ${home.headers["strict-transport-security"]}`,
      );
      assert(home.headers["server"] === "nginx", `the Server header says ${home.headers["server"]}`);

      const health = await h2("/healthz");
      assert(health.status === 200 && JSON.parse(health.body).status === "ok", `/healthz answered ${health.status}`);

      // A built script comes precompressed by the app (brotli); nginx passes it on untouched.
      const script = /\/assets\/[\w.-]+\.js/.exec(home.body)?.[0];
      assert(script, "no /assets/*.js script on the home page");
      const asset = await h2(script, { "accept-encoding": "gzip, br" });
      assert(asset.headers["content-encoding"] === "br", `a built script came as ${asset.headers["content-encoding"]}`);
      // An API answer the app sends plain is gzipped by nginx.
      const post = await h2("/api/blogs/1", { "accept-encoding": "gzip, br" });
      assert(post.status === 200, `GET /api/blogs/1 answered ${post.status}`);
      assert(post.headers["content-encoding"] === "gzip", `an API answer came as ${post.headers["content-encoding"]}`);

      // The app's 413 and its JSON error body come through (nginx's own limit sits higher).
      const big = Buffer.from(JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }));
      const tooLarge = await h2("/api/contacts", { "content-type": "application/json" }, big);
      assert(tooLarge.status === 413, `a 2 MB body answered ${tooLarge.status}`);
      assert(
        JSON.parse(tooLarge.body).error === "The request is too large.",
        `413 body: ${tooLarge.body.slice(0, 80)}`,
      );

      // Forged X-Forwarded-For addresses must not make one visitor many: nginx replaces the
      // header with the real address, so this loopback client meets its write limit.
      let limited = false;
      for (let i = 0; i < writeLimit + 1 && !limited; i++) {
        const answer = await h2("/api/visitors", { "x-forwarded-for": `203.0.113.${i + 1}` }, Buffer.alloc(0));
        limited = answer.status === 429;
      }
      assert(limited, "forged X-Forwarded-For addresses escaped the per-address limit (check proxy_set_header)");
    } finally {
      session.close();
    }
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map(waitForExit));
    rmSync(dir, { recursive: true, force: true });
  }
}

await check("systemd units (systemd-analyze verify)", checkSystemdUnits);
await check("nginx site (nginx -t, then the site through nginx on loopback)", checkNginx);
const failed = results.filter((r) => r.outcome === "FAIL").length;
const skipped = results.filter((r) => r.outcome === "skip").length;
console.log(`Deployment kit: ${results.length - failed - skipped} passed, ${skipped} skipped, ${failed} failed.`);
process.exitCode = failed > 0 ? 1 : 0;
