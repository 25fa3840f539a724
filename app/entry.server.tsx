import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import contentScript from "virtual:content-page-script";
import appCssText from "./app.css?inline";
import { ContentDocumentContext, type ContentDocumentAssets } from "./lib/content-document.ts";

// The server sets this exact key object in the load context (server/pages/pages-plugin.ts).
export { servicesContext } from "./lib/services-context.ts";

export const streamTimeout = 5_000;

/** What content pages carry in place of the stylesheet link and the framework's scripts (decision 064). */
const contentAssets: ContentDocumentAssets = { css: appCssText, script: contentScript };

/**
 * Renders the whole document before answering (onAllReady) rather than streaming: pages are
 * cached once rendered, their inline scripts hashed into the CSP, and loaders are in-process, so
 * waiting costs milliseconds and every visitor, crawler or not, gets complete HTML.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ContentDocumentContext value={contentAssets}>
        <ServerRouter context={routerContext} url={request.url} />
      </ContentDocumentContext>,
      {
        // Never outline a finished Suspense boundary behind a reveal script: the page is sent whole,
        // so its content belongs in place, visible without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { status: statusCode, headers }));
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
