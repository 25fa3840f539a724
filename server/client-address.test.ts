import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../tests/setup/test-app.ts";
import { addressKey } from "./client-address.ts";

describe("addressKey", () => {
  it("keeps an IPv4 address, and IPv4 written as IPv6, as the IPv4 address", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client, and other /64s apart", () => {
    const keys = [
      "2001:db8:abcd:12::1",
      "2001:0db8:abcd:0012:ffff:ffff:ffff:ffff",
      "2001:db8:abcd:12:1234:5678:9abc:def0",
      "2001:DB8:ABCD:12::",
    ].map(addressKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:abcd:12::/64"]));
    expect(addressKey("2001:db8:abcd:13::1")).toBe("2001:db8:abcd:13::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

// Security review L9: one IPv6 host holds a whole /64 and can send each request from a new address.
describe("LIMIT_PER_ADDRESS over IPv6", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LIMIT_PER_ADDRESS: "5/60" });
  });
  afterAll(() => t.close());

  const write = (remoteAddress: string) => t.app.inject({ method: "POST", url: "/api/visitors", remoteAddress });

  it("counts every address of one /64 as one client, and leaves the next /64 alone", async () => {
    const answers = [];
    for (let i = 1; i <= 6; i++) answers.push((await write(`2001:db8:5:6::${i.toString(16)}:1`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await write("2001:db8:5:7::1")).statusCode).toBe(200);
  });
});
