import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals | null>;
}

const entry = path.join(import.meta.dirname, "api-server.ts");

/** Starts api-server.ts with these variables (on a free port) and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env["PATH"] ?? "",
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      LIMIT_PER_ADDRESS: "1000000/60",
      SMS_PROVIDER: "file",
      MAIL_TRANSPORT: "file",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(signal ?? code)),
  );
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return {
    url,
    child,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
