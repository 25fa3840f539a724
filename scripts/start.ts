import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { loadEnvFile } from "../server/env.ts";

// `npm start`: builds the app when no build is present, then starts the server, which migrates,
// seeds an empty database and listens (OPERATING.md).
const root = path.resolve(import.meta.dirname, "..");
loadEnvFile();
process.env["NODE_ENV"] ??= "production";
if (!existsSync(path.join(root, process.env["BUILD_DIR"] ?? "build", "server/index.js"))) {
  console.log("No build found: building the app first...");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { startServer } = await import("../server/start-server.ts");
await startServer({ mode: "production" });
