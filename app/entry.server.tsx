import { randomBytes } from "node:crypto";
import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import contentScript from "virtual:content-page-script";
import appCssText from "./app.css?inline";
import { fieldErrorClass, postListClasses } from "./browser/script-classes.ts";
import { scriptNonceHeader } from "../contract/shared/page-handle.ts";
import { ContentDocumentContext, type ContentDocumentAssets } from "./lib/content-document.ts";
import { ScriptNonceContext } from "./lib/script-nonce.ts";
import { classesInHtml, parseCss, pruneCss } from "./lib/prune-css.ts";

// The server sets this exact key object in the load context (server/pages/pages-plugin.ts).
export { servicesContext } from "./lib/services-context.ts";

export const streamTimeout = 5_000;

/**
 * What content pages carry in place of the stylesheet link and the framework's scripts (decision
 * 064). The stylesheet is put in once the page is rendered, cut down to the classes it uses.
 */
const cssPlaceholder = "/*content-page-css*/";
const contentAssets: ContentDocumentAssets = { css: cssPlaceholder, script: contentScript };
const appCssTree = parseCss(appCssText);
const scriptClasses = [...fieldErrorClass.split(" "), ...postListClasses];

function withPageCss(html: string): string {
  const at = html.indexOf(cssPlaceholder);
  if (at === -1) return html;
  const css = pruneCss(appCssTree, new Set([...classesInHtml(html), ...scriptClasses]));
  return html.slice(0, at) + css + html.slice(at + cssPlaceholder.length);
}

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
    // Fresh for each render: stored content that reaches the HTML cannot know it (security review L1).
    const nonce = randomBytes(16).toString("base64");
    const { pipe, abort } = renderToPipeableStream(
      <ScriptNonceContext value={nonce}>
        <ContentDocumentContext value={contentAssets}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ContentDocumentContext>
      </ScriptNonceContext>,
      {
        nonce,
        // Never outline a finished Suspense boundary behind a reveal script: the page is sent whole,
        // so its content belongs in place, visible without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          clearTimeout(timeout);
          // Collected whole (the server keeps pages whole anyway), so a content page's CSS can be cut to it.
          const chunks: Buffer[] = [];
          const collect = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const body = new PassThrough();
              headers.set("Content-Type", "text/html; charset=utf-8");
              headers.set(scriptNonceHeader, nonce);
              resolve(new Response(createReadableStreamFromReadable(body), { status: statusCode, headers }));
              body.end(withPageCss(Buffer.concat(chunks).toString("utf8")));
              done();
            },
          });
          pipe(collect);
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
