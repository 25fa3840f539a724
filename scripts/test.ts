import { spawnSync } from "node:child_process";

// `npm test`: every layer in order, stopping at the first that fails (OPERATING.md).
// TEST_LAYERS=unit,api limits the run (CI's PostgreSQL pass uses it).
const layers: [name: string, command: string[]][] = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["unit", ["npx", "vitest", "run"]],
  ["build", ["npm", "run", "build"]],
  ["e2e", ["npx", "playwright", "test"]],
];
const only = process.env["TEST_LAYERS"]?.split(",");
for (const [name, [cmd, ...args]] of layers) {
  if (only && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd!, args, { stdio: "inherit", env: process.env });
  console.log(
    `=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
