import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The message as it arrived: headers, blank line, body. */
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; port 0 picks a free one. */
export function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; received: ReceivedMail[] }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, received }),
    );
  });
}

export const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The unfolded header block of a received message, one "Name: value" per entry (RFC 5322 folding undone). */
export function headerLines(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  return head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
}
