import { spawnSync } from "node:child_process";

export interface LoadResult {
  rps: number;
  p99Ms: number;
}

/**
 * Runs wrk against one URL on loopback (bounded in time) and reads requests/s and p99 latency.
 * `script` is a wrk Lua script that builds each request, with its arguments (unique-query.lua).
 */
export function runWrk(
  url: string,
  headers: Record<string, string>,
  seconds = 5,
  connections = 32,
  script?: { file: string; args: string[] },
): LoadResult {
  const args = [
    "-t2",
    `-c${connections}`,
    `-d${seconds}s`,
    "--latency",
    ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
    ...(script ? ["-s", script.file] : []),
    url,
    ...(script ? ["--", ...script.args] : []),
  ];
  const out = spawnSync("wrk", args, { encoding: "utf8" }).stdout ?? "";
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const p99Ms = p99 ? Number(p99[1]) * (p99[2] === "us" ? 0.001 : p99[2] === "s" ? 1000 : 1) : NaN;
  return { rps, p99Ms };
}
