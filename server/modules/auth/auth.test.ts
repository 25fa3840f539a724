import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../contract/api/auth.ts";
import { genericMessages } from "../../../contract/api/errors.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { bearer, lastOtpFor, loginAs, readOutboxFile } from "../../../tests/setup/api-helpers.ts";
import { addEditor, removeEditor } from "./editors.service.ts";

const EDITOR = "9999999999";

describe("staff login by OTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_LIMIT_PER_NUMBER: "100/900" });
  });
  afterAll(() => t.close());

  const sendOtp = (mobileNumber: unknown) =>
    t.app.inject({ method: "POST", url: "/auth/send-otp", payload: { mobileNumber } });
  const verify = (mobileNumber: string, otp: string) =>
    t.app.inject({ method: "POST", url: "/auth/verify-otp", payload: { mobileNumber, otp } });

  it("sends a 6-digit code by SMS to an editor and stores only its hash", async () => {
    const answer = await sendOtp(EDITOR);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: authMessages.otpSent });
    const code = await lastOtpFor(t, EDITOR);
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.db
      .selectFrom("otp_codes")
      .selectAll()
      .where("mobile", "=", EDITOR)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code!);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers an unknown number exactly like an editor's and sends nothing", async () => {
    const before = readOutboxFile(t.env.OUTBOX_FILE).length;
    const answer = await sendOtp("9876500000");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: authMessages.otpSent });
    await t.app.outboxWorker.drain();
    expect(readOutboxFile(t.env.OUTBOX_FILE)).toHaveLength(before);
    const refused = await verify("9876500000", "123456");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error: authMessages.invalidOtp,
      message: authMessages.invalidOtp,
    });
  });

  it("refuses malformed numbers and codes with the spec's messages", async () => {
    for (const bad of ["12345", "99999999990", "abcdefghij", 9999999999, null]) {
      const answer = await sendOtp(bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        success: false,
        error: authMessages.invalidMobile,
        message: authMessages.invalidMobile,
      });
    }
    const answer = await verify(EDITOR, "12 45");
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, error: authMessages.incompleteOtp });
  });

  it("verifies the code once, opens a session and ends it on logout", async () => {
    await sendOtp(EDITOR);
    const code = (await lastOtpFor(t, EDITOR))!;
    const answer = await verify(EDITOR, code);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ success: boolean; token: string; user: unknown; expiresAt: string }>();
    expect(body.success).toBe(true);
    expect(body.user).toEqual({ mobileNumber: EDITOR, isVerified: true, role: "editor" });
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const stored = await t.db.selectFrom("sessions").select("token_hash").execute();
    expect(stored.some((s) => s.token_hash.includes(body.token))).toBe(false);

    expect((await verify(EDITOR, code)).json()).toMatchObject({ success: false, error: authMessages.invalidOtp });

    const me = await t.app.inject({ method: "GET", url: "/auth/me", headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { mobileNumber: EDITOR, isVerified: true } });

    const out = await t.app.inject({ method: "POST", url: "/auth/logout", headers: bearer(body.token) });
    expect(out.json()).toEqual({ success: true, message: authMessages.loggedOut });
    const after = await t.app.inject({ method: "GET", url: "/auth/me", headers: bearer(body.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: genericMessages.unauthorized });
  });

  it("kills a code after 5 wrong tries, even for the right code afterwards", async () => {
    await sendOtp(EDITOR);
    const code = (await lastOtpFor(t, EDITOR))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) {
      const answer = await verify(EDITOR, wrong);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, error: authMessages.invalidOtp });
    }
    const fifth = await verify(EDITOR, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ success: false, error: authMessages.tooManyAttempts });
    const right = await verify(EDITOR, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ success: false, error: authMessages.tooManyAttempts });
  });

  it("refuses a code after 5 minutes", async () => {
    await sendOtp(EDITOR);
    const code = (await lastOtpFor(t, EDITOR))!;
    // As if 5 minutes had passed: the code's expiry is now behind us.
    const justExpired = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable("otp_codes").set({ expires_at: justExpired }).where("mobile", "=", EDITOR).execute();
    const answer = await verify(EDITOR, code);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, error: authMessages.invalidOtp });
  });

  it("sets a 5-minute expiry on new codes", async () => {
    const before = Date.now();
    await sendOtp(EDITOR);
    const row = await t.db.selectFrom("otp_codes").select("expires_at").orderBy("id", "desc").executeTakeFirstOrThrow();
    const ttl = new Date(row.expires_at).getTime() - before;
    expect(ttl).toBeGreaterThan(4.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 5000);
  });

  it("deletes codes too old to be used or counted", async () => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.db
      .insertInto("otp_codes")
      .values({
        mobile: "9000000009",
        code_hash: "x",
        attempts: 0,
        expires_at: hourAgo,
        client_address: "127.0.0.1",
        created_at: hourAgo,
      })
      .execute();
    await sendOtp(EDITOR);
    expect(await t.db.selectFrom("otp_codes").select("id").where("mobile", "=", "9000000009").execute()).toHaveLength(
      0,
    );
  });

  it("answers 401 without or with a bad token and 403 once the mobile is no longer an editor", async () => {
    expect((await t.app.inject({ method: "GET", url: "/auth/me" })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: "GET", url: "/auth/me", headers: bearer("x".repeat(43)) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ error: genericMessages.unauthorized, message: genericMessages.unauthorized });

    await addEditor(t.db, "9123456780");
    const token = await loginAs(t, "9123456780");
    // Taken off the list behind the app's back (sessions still there): refused as forbidden.
    await t.db.deleteFrom("editors").where("mobile", "=", "9123456780").execute();
    const forbidden = await t.app.inject({ method: "GET", url: "/auth/me", headers: bearer(token) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: genericMessages.forbidden });

    // Removed the supported way: the session itself ends.
    await addEditor(t.db, "9123456780");
    const second = await loginAs(t, "9123456780");
    expect(await removeEditor(t.db, "9123456780")).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/auth/me", headers: bearer(second) })).statusCode).toBe(401);
  });
});

describe("OTP send limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Login calls get a sixth of LIMIT_PER_ADDRESS: 10 a minute here.
    t = await createTestApp({ OTP_LIMIT_PER_NUMBER: "2/900", LIMIT_PER_ADDRESS: "60/60" });
  });
  afterAll(() => t.close());

  const sendOtp = (mobileNumber: string) =>
    t.app.inject({ method: "POST", url: "/auth/send-otp", payload: { mobileNumber } });

  it("allows OTP_LIMIT_PER_NUMBER sends per number, for editors and strangers alike", async () => {
    for (const mobile of [EDITOR, "9000000001"]) {
      expect((await sendOtp(mobile)).statusCode).toBe(200);
      expect((await sendOtp(mobile)).statusCode).toBe(200);
      const third = await sendOtp(mobile);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        success: false,
        error: authMessages.tooManySends,
        message: authMessages.tooManySends,
      });
    }
    await t.app.outboxWorker.drain();
    expect(readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.to === EDITOR)).toHaveLength(2);
  });

  it("limits login requests per address", async () => {
    // 6 used above; 4 more are allowed, then 429.
    for (const mobile of ["9000000002", "9000000003", "9000000004", "9000000005"])
      expect((await sendOtp(mobile)).statusCode).toBe(200);
    const limited = await sendOtp("9000000006");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: genericMessages.tooManyRequests });
  });
});
