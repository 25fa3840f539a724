/**
 * A request URL as the request log may keep it (security review L3): links carry bearer secrets
 * (order keys, mailing-list tokens, reminder and download signatures, the payment callback's
 * signature) and e-mail addresses, and logs are kept longer and read by more people than the
 * database. Query values are dropped (the names stay, to tell requests apart), and so is the
 * signature at the end of a download link.
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(
    /^(\/downloads\/[^/]+\/[^/]+\/[^/]+\/)[^/]+/,
    "$1[redacted]",
  );
  if (queryAt === -1) return path;
  const names = url
    .slice(queryAt + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=[redacted]`);
  return names.length > 0 ? `${path}?${names.join("&")}` : path;
}
