import { redirectMessages as m, reservedRedirectPrefixes } from "../../../contract/console/redirects.ts";
import { HttpError } from "../../http-error.ts";

/**
 * A path as the list keeps and matches it: no query or fragment, no trailing slash (but "/"), so
 * `/old/` and `/old` are one address. Answers null for anything that is not a path on this site.
 */
export function normalisePath(text: string): string | null {
  const path = text.split(/[?#]/, 1)[0]!;
  if (!path.startsWith("/") || path.startsWith("//") || /\s/.test(path)) return null;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/**
 * Checks a new redirect against the list in force (old path → new address) and answers it
 * normalised: 400 for a path that is not one, a reserved one, one that points at itself, or one
 * whose chain of redirects comes back to it (a loop a browser would follow until it gives up).
 * `origin` is the site's own, so `https://site/x` counts as the path `/x`.
 */
export function checkRedirect(
  from: string,
  to: string,
  existing: ReadonlyMap<string, string>,
  origin: string,
): { from: string; to: string } {
  const source = normalisePath(from);
  if (!source || source === "/") throw new HttpError(400, m.invalidFrom, { from: m.invalidFrom });
  if (reservedRedirectPrefixes.some((prefix) => source === prefix || source.startsWith(`${prefix}/`)))
    throw new HttpError(400, m.reservedFrom, { from: m.reservedFrom });
  if (existing.has(source)) throw new HttpError(409, m.exists, { from: m.exists });
  const target = localPath(to, origin);
  if (target === undefined) throw new HttpError(400, m.invalidTo, { to: m.invalidTo });
  if (target === source) throw new HttpError(400, m.toItself, { to: m.toItself });
  // Follow the chain from the target; the list has no loop yet, so it ends or comes back here.
  const chain = [source];
  for (let next = target; next !== null; next = localPath(existing.get(next) ?? "", origin) ?? null) {
    chain.push(next);
    if (next === source) {
      const message = `${m.loop} ${chain.join(" → ")}.`;
      throw new HttpError(400, message, { to: message });
    }
    if (!existing.has(next)) break;
  }
  return { from: source, to: to.trim() };
}

/**
 * The path on this site an address names (null: another site), or undefined when it is not an
 * address a redirect may point to.
 */
function localPath(to: string, origin: string): string | null | undefined {
  const text = to.trim();
  if (text.startsWith("/")) return normalisePath(text) ?? undefined;
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/i.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.origin === new URL(origin).origin ? normalisePath(url.pathname) : null;
  } catch {
    return undefined;
  }
}
