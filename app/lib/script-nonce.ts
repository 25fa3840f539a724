import { createContext, use } from "react";

/**
 * The nonce entry.server.tsx gives the inline scripts the site writes itself in one render. The
 * server hashes only inline scripts that carry it into the page's CSP (server/pages/page-csp.ts),
 * so a script that reached the HTML any other way (a sanitizer bypass in stored content) is
 * refused by the browser. Unset in the browser, which never needs it.
 */
export const ScriptNonceContext = createContext<string | undefined>(undefined);

export function useScriptNonce(): string | undefined {
  return use(ScriptNonceContext);
}
