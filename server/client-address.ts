import { isIPv6 } from "node:net";

/**
 * The key under which a client address is counted and remembered (rate limits, login attempts):
 * an IPv4 address as it is, an IPv6 address by its /64. Any host on IPv6 is given a whole /64 and
 * can pick a new address from it for every request, so counting each /128 apart would let one
 * client past every per-address limit (security review L9). IPv4 written as IPv6 (::ffff:1.2.3.4)
 * counts as the IPv4 address.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = "", tail = ""] = ip.split("%")[0]!.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  // A trailing dotted IPv4 part takes two groups; only the first four groups matter here.
  const missing = 8 - left.length - right.length - right.filter((g) => g.includes(".")).length;
  const groups = ip.includes("::") ? [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
