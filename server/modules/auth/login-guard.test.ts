import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../contract/api/auth.ts";
import type { Db } from "../../db/connection.ts";
import { lastOtpFor, readOutboxFile } from "../../../tests/setup/api-helpers.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";

// The two attacks of security review M1, through the API with the default OTP_LIMIT_PER_NUMBER
// (5 sends per 15 minutes): time passes by moving the stored codes and attempts into the past.
const EDITOR = "9999999999";
const COLLEAGUE = "9999999998";
const MINUTE = 60_000;

/** As if `ms` had passed for every stored code and login attempt. */
async function letTimePass(db: Db, ms: number) {
  const shift = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
  for (const row of await db.selectFrom("otp_codes").select(["id", "created_at"]).execute())
    await db
      .updateTable("otp_codes")
      .set({ created_at: shift(row.created_at) })
      .where("id", "=", row.id)
      .execute();
  for (const row of await db.selectFrom("login_attempts").select(["id", "created_at"]).execute())
    await db
      .updateTable("login_attempts")
      .set({ created_at: shift(row.created_at) })
      .where("id", "=", row.id)
      .execute();
}

function client(t: TestApp) {
  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress });
  return {
    send: (mobileNumber: string, from: string) => post("/auth/send-otp", { mobileNumber }, from),
    verify: (mobileNumber: string, otp: string, from: string) => post("/auth/verify-otp", { mobileNumber, otp }, from),
    /** The editor's own sign-in: asks for a code, reads the SMS, enters it. */
    async signIn(mobileNumber: string, from: string) {
      const sent = await post("/auth/send-otp", { mobileNumber }, from);
      if (sent.statusCode !== 200) return sent;
      return post("/auth/verify-otp", { mobileNumber, otp: (await lastOtpFor(t, mobileNumber))! }, from);
    },
  };
}

describe("a stranger guessing codes for an editor's number", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EDITOR_MOBILES: `${EDITOR},${COLLEAGUE}` });
  });
  afterAll(() => t.close());

  it("is paused before 30 guesses across codes in a day, even with the right code, and the other editor is told", async () => {
    const api = client(t);
    let checked = 0;
    let firstPause = 0;
    // A day of the loop: every 30 minutes a new code and five guesses at it, each request from a
    // new address of the attacker's IPv6 /64.
    let n = 0;
    const from = () => `2001:db8:77:1::${(++n).toString(16)}`;
    for (let cycle = 0; cycle < 48; cycle++) {
      await api.send(EDITOR, from());
      for (let guess = 0; guess < 5; guess++) {
        const answer = await api.verify(EDITOR, String(100000 + cycle * 5 + guess), from());
        if (answer.json<{ error: string }>().error !== authMessages.loginPaused) {
          checked += 1;
          continue;
        }
        expect(answer.statusCode).toBe(429);
        if (firstPause > 0) continue;
        firstPause = checked + 1;
        // Paused means paused: this cycle's code, had the attacker learnt it, is refused too.
        const right = await api.verify(EDITOR, (await lastOtpFor(t, EDITOR))!, from());
        expect(right.statusCode).toBe(429);
        expect(right.json()).toEqual({
          success: false,
          error: authMessages.loginPaused,
          message: authMessages.loginPaused,
        });
      }
      await letTimePass(t.db, 30 * MINUTE);
    }
    expect(firstPause).toBeGreaterThan(0);
    expect(firstPause).toBeLessThan(30);
    expect(checked).toBeLessThan(30);

    const alerts = readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.subject === "Login alert");
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.every((m) => m.to === COLLEAGUE)).toBe(true);
    expect(alerts[0]!.text).toContain(`ending ${EDITOR.slice(-4)}`);
  });
});

describe("a stranger trying to keep an editor out", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EDITOR_MOBILES: `${EDITOR},${COLLEAGUE}` });
  });
  afterAll(() => t.close());

  it("cannot stop the editor signing in from a device they signed in from before", async () => {
    const api = client(t);
    const office = "203.0.113.10";
    expect((await api.signIn(EDITOR, office)).statusCode).toBe(200);

    // The lockout loop: a send and five wrong guesses every 3 minutes for an hour, first from one
    // address, then spread over many.
    for (let cycle = 0; cycle < 20; cycle++) {
      const attacker = cycle < 10 ? "198.51.100.7" : `198.51.100.${cycle}`;
      await api.send(EDITOR, attacker);
      for (let guess = 0; guess < 5; guess++) await api.verify(EDITOR, "000000", attacker);
      await letTimePass(t.db, 3 * MINUTE);
      if (cycle % 5 === 4) {
        const signedIn = await api.signIn(EDITOR, office);
        expect(signedIn.statusCode).toBe(200);
        expect(signedIn.json()).toMatchObject({ success: true, user: { mobileNumber: EDITOR } });
      }
    }
    // The attack did pause the addresses the number never signed in from.
    const stranger = await api.send(EDITOR, "192.0.2.44");
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ error: authMessages.loginPaused });
  });

  it("counts the editor's own typos apart from the attacker's, and a sign-in starts them afresh", async () => {
    const api = client(t);
    const home = "203.0.113.20";
    expect((await api.signIn(COLLEAGUE, home)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      await api.send(COLLEAGUE, home);
      expect((await api.verify(COLLEAGUE, "000000", home)).statusCode).toBe(400);
    }
    expect((await api.signIn(COLLEAGUE, home)).statusCode).toBe(200);
  });
});

describe("an older code once the newest is used (security review I7)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is refused: only the newest code counts", async () => {
    const api = client(t);
    await api.send(EDITOR, "203.0.113.30");
    const older = (await lastOtpFor(t, EDITOR))!;
    expect((await api.signIn(EDITOR, "203.0.113.30")).statusCode).toBe(200);
    const answer = await api.verify(EDITOR, older, "203.0.113.30");
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: authMessages.invalidOtp });
  });
});
