import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";

/** A process's resident memory in bytes (Linux /proc, as wrk itself needs Linux here). */
export function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb ?? NaN) * 1024;
}

/**
 * Sends `count` GETs over `concurrency` kept-alive connections, spread over `paths`, each with
 * tracking parameters no other request carries; every answer is read to its end.
 */
export async function sendUniqueQueries(base: string, paths: string[], count: number, concurrency = 16): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const path = `${paths[i % paths.length]}?utm_source=bench&utm_content=${i}&fbclid=m${i}`;
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
