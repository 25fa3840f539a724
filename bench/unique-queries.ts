import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";

/** A process's resident memory in bytes (Linux /proc, as wrk itself needs Linux here). */
export function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb ?? NaN) * 1024;
}

/**
 * `path` (which may carry a query string of its own, as the tools' answers do) as the `n`th click
 * from an ad or a newsletter: its own parameters unchanged, then tracking parameters no other click
 * carries.
 */
export function withUniqueTracking(path: string, n: number): string {
  const url = new URL(path, "http://bench.invalid");
  url.searchParams.append("utm_source", "bench");
  url.searchParams.append("utm_content", String(n));
  url.searchParams.append("fbclid", `m${n}`);
  return `${url.pathname}${url.search}`;
}

/**
 * Sends `count` GETs over `concurrency` kept-alive connections, spread over `paths`, each with
 * tracking parameters no other request carries (`withUniqueTracking`); every answer is read to its
 * end. `first` numbers the clicks, so that a second call can carry parameters the first did not.
 */
export async function sendUniqueQueries(
  base: string,
  paths: string[],
  count: number,
  { first = 0, concurrency = 16 } = {},
): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const path = withUniqueTracking(paths[i % paths.length]!, first + i);
      request(`${base}${path}`, { agent, headers: { "accept-encoding": "br" } }, (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`${path}: ${res.statusCode}`))));
      })
        .on("error", reject)
        .end();
    });
  const worker = async () => {
    while (next < count) await one(next++);
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
}
