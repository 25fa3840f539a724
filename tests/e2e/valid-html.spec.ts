import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { publicPagePaths } from "../../app/content/public-pages.ts";
import { hindiPages, pathIn } from "../../contract/shared/language.ts";

/** The Nu HTML Checker's jar, from the vnu-jar package; it runs on the machine's Java (17 or newer). */
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** Public pages that are not in the sitemap but are still served to anyone. */
const otherPublicPaths = [
  "/dash",
  "/login",
  "/cart",
  "/checkout",
  "/create-blog",
  "/products-create",
  // Where the mailing list's e-mails lead (decision 016).
  "/mailing-list/unsubscribe",
  "/mailing-list/confirmed",
  "/mailing-list/topics",
  "/mailing-list/unsubscribed",
  "/mailing-list/invalid-link",
];

/**
 * The checker's CSS validator predates two things the inline stylesheet of content pages carries
 * (decision 064), both valid CSS: `@property` (CSS Properties and Values API) and custom properties
 * named in `transition-property`. Only these two messages are set aside; any other CSS error fails.
 */
const outdatedCssChecks = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value/,
];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("every public page's server-rendered HTML passes the W3C Nu HTML Checker without errors", async ({ request }) => {
  test.setTimeout(120_000);
  const [posts] = (await (await request.get("/api/blogs")).json()) as [{ id: number }[]];
  expect(posts.length).toBeGreaterThan(0);
  const pages: { path: string; status: number }[] = [
    // A seeded post (the lowest id): posts other specs publish carry whatever markup their test needs.
    ...[
      ...publicPagePaths,
      ...otherPublicPaths,
      // The Hindi edition (issue 29): every translated page under /hi.
      ...[...hindiPages].map((p) => pathIn("hi", p)),
      `/blog/${Math.min(...posts.map((p) => p.id))}`,
    ].map((p) => ({
      path: p,
      status: 200,
    })),
    { path: "/no-such-page", status: 404 },
  ];

  const dir = await mkdtemp(path.join(tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    for (const page of pages) {
      const response = await request.get(page.path);
      expect(response.status(), page.path).toBe(page.status);
      const file = path.join(dir, `${page.path.replace(/[^a-z0-9]+/gi, "_") || "_"}.html`);
      await writeFile(file, await response.text());
      files.set(`file:${file}`, page.path);
    }
    // One JVM start for every page: the checker takes the whole directory.
    const { stdout } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--exit-zero-always", "--stdout", "--format", "json", dir],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => !outdatedCssChecks.some((check) => check.test(m.message)))
      .map(
        (m) =>
          `${files.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message}${m.extract ? ` in ${m.extract.trim().slice(0, 160)}` : ""}`,
      );
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
