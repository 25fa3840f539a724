import { createServer } from "node:http";
import { readFileSync } from "node:fs";

// The baseline: a bare Node http server answering every request with the same bytes and headers
// the real server sent for one URL. Started as a child process by run.ts.
const [port, bodyFile, headersJson] = process.argv.slice(2) as [string, string, string];
const body = readFileSync(bodyFile);
const headers = JSON.parse(headersJson) as Record<string, string>;
createServer((_req, res) => {
  res.writeHead(200, { ...headers, "content-length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
