import type { ChildProcess } from "node:child_process";
import { residentBytes } from "./unique-queries.ts";

/**
 * The arguments that let the bench look into a server it spawned: an inspector on a free loopback
 * port, opened only when `openInspector` asks for it (SIGUSR1), so the server runs as in production
 * until then. Nothing is added to the server itself.
 */
export const inspectableArgs = ["--inspect-port=127.0.0.1:0"];

/**
 * Pipes the child's stderr through to ours, minus the inspector's own announcement, whose address
 * it keeps for `openInspector`. Call it once, right after spawning with `stdio[2] === "pipe"`.
 */
export function watchStderr(child: ChildProcess): void {
  let pending = "";
  const addresses: string[] = [];
  const waiting: ((address: string) => void)[] = [];
  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const address = /^Debugger listening on (ws:\/\/\S+)/.exec(line)?.[1];
      if (address) (waiting.shift() ?? ((a: string) => addresses.push(a)))(address);
      else if (!inspectorNotice.test(line)) process.stderr.write(`${line}\n`);
    }
  });
  inspectorAddresses.set(child, () =>
    addresses.length > 0 ? Promise.resolve(addresses.shift()!) : new Promise((resolve) => waiting.push(resolve)),
  );
}

/** What Node's inspector says on stderr as it is opened, attached to and left. */
const inspectorNotice = /^(For help, see: https:\/\/nodejs\.org\S*|Debugger attached\.|Debugger ending on ws:\/\/\S+)$/;

const inspectorAddresses = new WeakMap<ChildProcess, () => Promise<string>>();

export interface ServerMemory {
  /** Resident memory as the OS counts it, before the collection: includes garbage not yet collected. */
  rssBytes: number;
  /** Resident memory right after a full garbage collection. */
  rssAfterGcBytes: number;
  /** What the process still holds after a full collection: V8 heap in use plus memory outside it (Buffers). */
  liveBytes: number;
}

export interface Inspector {
  /** Forces a full garbage collection in the server and reads its memory before and after. */
  measure(): Promise<ServerMemory>;
  close(): void;
}

/** Opens the inspector of a server spawned with `inspectableArgs` and `watchStderr`. */
export async function openInspector(child: ChildProcess): Promise<Inspector> {
  const address = inspectorAddresses.get(child);
  if (!address) throw new Error("openInspector: the server's stderr is not watched");
  const announced = address();
  child.kill("SIGUSR1");
  const socket = new WebSocket(
    await Promise.race([
      announced,
      new Promise<string>((_, reject) =>
        setTimeout(() => reject(new Error("the server's inspector did not open")), 10_000),
      ),
    ]),
  );
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let lastId = 0;
  const replies = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id !== undefined) replies.get(message.id)?.(message);
    if (message.id !== undefined) replies.delete(message.id);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++lastId;
      replies.set(id, (message) =>
        message.error ? reject(new Error(message.error.message)) : resolve(message.result),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    async measure() {
      const rssBytes = residentBytes(child.pid!);
      await call("HeapProfiler.collectGarbage");
      const rssAfterGcBytes = residentBytes(child.pid!);
      const evaluated = (await call("Runtime.evaluate", {
        expression: "JSON.stringify(process.memoryUsage())",
        returnByValue: true,
      })) as { result: { value: string } };
      const usage = JSON.parse(evaluated.result.value) as NodeJS.MemoryUsage;
      return { rssBytes, rssAfterGcBytes, liveBytes: usage.heapUsed + usage.external };
    },
    close() {
      socket.close();
    },
  };
}
