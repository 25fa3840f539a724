import type { Config } from "@react-router/dev/config";

// Server rendering for every page: the Fastify server renders each public page once and serves it
// from its page cache (docs/decisions/003-page-cache-and-csp.md), so prerendering at build time
// would only duplicate that work.
export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel test runs build side by side; production uses ./build.
  buildDirectory: process.env["BUILD_DIR"] ?? "build",
  ssr: true,
} satisfies Config;
