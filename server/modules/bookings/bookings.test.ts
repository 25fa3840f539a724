import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingMessages, type Slot } from "../../../contract/api/bookings.ts";
import { defaultSite } from "../../../contract/shared/site.ts";
import { readOutboxFile } from "../../../tests/setup/api-helpers.ts";
import { headerLines, startSmtp, stopSmtp } from "../../../tests/setup/smtp-server.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { analyticsPaths } from "../../../contract/console/analytics.ts";
import { indiaToday } from "../../../contract/rules/calendar-dates.ts";
import { bookingRulesDefault } from "../../../contract/api/bookings.ts";
import { publicMailGate } from "../../messaging/public-mail-gate.ts";
import { HttpError } from "../../http-error.ts";
import { saveBookingRules } from "./bookings.repository.ts";
import { changeBooking, managedBooking } from "./bookings.service.ts";

const person = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  mobile: "+91 98765 43210",
  company: "Acme Textiles",
  topic: "ESIC registration for a new unit",
});

describe("bookings API", () => {
  let t: TestApp;
  let slots: Slot[];
  beforeAll(async () => {
    t = await createTestApp();
    const answer = await t.app.inject({ method: "GET", url: "/api/bookings/slots" });
    expect(answer.statusCode).toBe(200);
    slots = answer.json<Slot[]>();
  });
  afterAll(() => t.close());

  const book = (payload: object) => t.app.inject({ method: "POST", url: "/api/bookings", payload });

  it("lists 30-minute slots in IST (+05:30) within Mon-Sat 09:00-18:00", async () => {
    expect(slots.length).toBeGreaterThan(18 * 8);
    for (const slot of slots) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
      const hm = slot.start.slice(11, 16);
      expect(hm >= "09:00" && hm <= "17:30").toBe(true);
      expect(new Date(`${slot.start.slice(0, 10)}T00:00:00Z`).getUTCDay()).not.toBe(0);
    }
    const from = slots.at(-1)!.start.slice(0, 10);
    const one = await t.app.inject({ method: "GET", url: `/api/bookings/slots?from=${from}&days=1` });
    expect(one.json<Slot[]>().every((s) => s.start.startsWith(from))).toBe(true);
    const bad = await t.app.inject({ method: "GET", url: "/api/bookings/slots?from=2026-13-45&days=99" });
    expect(bad.statusCode).toBe(400);
  });

  it("books a slot: 201 with id, start and end; the slot leaves the list; e-mail with .ics, SMS and the firm's alert", async () => {
    const slot = slots[5]!;
    const answer = await book({ start: slot.start, ...person(1) });
    expect(answer.statusCode).toBe(201);
    const { id, start, end } = answer.json<{ id: number; start: string; end: string }>();
    expect({ start, end }).toEqual(slot);
    const after = await t.app.inject({ method: "GET", url: "/api/bookings/slots" });
    expect(after.json<Slot[]>().map((s) => s.start)).not.toContain(slot.start);

    await t.app.outboxWorker.drain();
    const sent = readOutboxFile(t.env.OUTBOX_FILE);
    const mail = sent.find((m) => m.to === "visitor1@example.com")!;
    expect(mail.subject).toBe("Your free consultation is booked");
    expect(mail.text).toContain("/book/manage?id=");
    const ics = mail.attachments![0]!;
    expect(ics.contentType).toContain("method=REQUEST");
    const calendar = new ICAL.Component(ICAL.parse(ics.text!));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(slot.start));
    expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(slot.end));
    expect(event.component.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(event.startDate.toString().slice(11, 16)).toBe(slot.start.slice(11, 16));
    expect(event.organizer).toBe(`mailto:${defaultSite.emails.primary}`);
    expect(event.location).toContain(defaultSite.address.city);
    expect(event.uid).toBe(`booking-${id}@${new URL(t.env.PUBLIC_BASE_URL).host}`);
    expect(sent.find((m) => m.channel === "sms" && m.to === "9876543210")?.text).toContain("Booked");
    const alert = sent.find((m) => m.subject.includes(`#${id}`))!;
    expect(alert.to).toBe(defaultSite.emails.primary);
    expect(alert.text).toContain("ESIC registration");
  });

  it("gives one 201 and nineteen 409s to twenty simultaneous requests for one slot", async () => {
    const slot = slots[10]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book({ start: slot.start, ...person(100 + i) })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((a) => a.statusCode === 409))
      expect(a.json()).toMatchObject({ error: bookingMessages.taken });
    const held = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("held_slot", "=", new Date(slot.start).toISOString())
      .execute();
    expect(held).toHaveLength(1);
  });

  it("holds the most a day and the buffer when every slot of a day is asked for at once", async () => {
    const dates = [...new Set(slots.map((s) => s.start.slice(0, 10)))];
    const race = (date: string, first: number) =>
      Promise.all(
        slots
          .filter((s) => s.start.startsWith(date))
          .map(async (s, i) => ({ start: s.start, answer: await book({ start: s.start, ...person(first + i) }) })),
      );

    await saveBookingRules(t.db, { ...bookingRulesDefault, maxPerDay: 3 }, new Date());
    const full = await race(dates.at(-2)!, 200);
    expect(full.filter((r) => r.answer.statusCode === 201)).toHaveLength(3);
    for (const r of full.filter((r) => r.answer.statusCode !== 201)) {
      expect(r.answer.statusCode).toBe(409);
      expect(r.answer.json()).toMatchObject({ error: bookingMessages.full });
    }

    await saveBookingRules(t.db, { ...bookingRulesDefault, bufferMinutes: 30 }, new Date());
    const buffered = await race(dates.at(-3)!, 300);
    const starts = buffered
      .filter((r) => r.answer.statusCode === 201)
      .map((r) => Date.parse(r.start))
      .sort((a, b) => a - b);
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.length).toBeLessThanOrEqual(bookingRulesDefault.maxPerDay);
    // A 30-minute slot and 30 minutes' buffer: two bookings start at least an hour apart.
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(60 * 60_000);
    expect(buffered.every((r) => [201, 409].includes(r.answer.statusCode))).toBe(true);
    await saveBookingRules(t.db, bookingRulesDefault, new Date());
  });

  it("refuses bad input, the past, closed hours and Sundays with a message", async () => {
    const cases: [object, number, string][] = [
      [{ start: "tomorrow" }, 400, bookingMessages.startInvalid],
      [{ name: "" }, 400, bookingMessages.nameRequired],
      [{ email: "nope" }, 400, bookingMessages.emailInvalid],
      [{ mobile: "12345" }, 400, bookingMessages.mobileInvalid],
      [{ start: "2020-01-07T11:00:00+05:30" }, 400, bookingMessages.past],
    ];
    const day = slots[0]!.start.slice(0, 10);
    cases.push([{ start: `${day}T20:00:00+05:30` }, 400, bookingMessages.closed]);
    const sunday = [...Array(14).keys()]
      .map((i) => new Date(Date.parse(`${day}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10))
      .find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)!;
    cases.push([{ start: `${sunday}T11:00:00+05:30` }, 400, bookingMessages.closed]);
    for (const [change, status, message] of cases) {
      const answer = await book({ start: slots[20]!.start, ...person(2), ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(status);
      expect(answer.json()).toMatchObject({ error: message });
    }
  });

  it("holds a holiday set by staff and an address to two upcoming bookings", async () => {
    const day = slots.at(-1)!.start.slice(0, 10);
    await saveBookingRules(t.db, { ...bookingRulesDefault, holidays: [{ date: day, label: "Diwali" }] }, new Date());
    const list = await t.app.inject({ method: "GET", url: "/api/bookings/slots" });
    expect(list.json<Slot[]>().some((s) => s.start.startsWith(day))).toBe(false);
    expect((await book({ start: slots.at(-1)!.start, ...person(3) })).statusCode).toBe(400);
    await saveBookingRules(t.db, bookingRulesDefault, new Date());

    expect((await book({ start: slots[30]!.start, ...person(4) })).statusCode).toBe(201);
    expect((await book({ start: slots[31]!.start, ...person(4) })).statusCode).toBe(201);
    const third = await book({ start: slots[32]!.start, ...person(4) });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: bookingMessages.tooMany });
  });

  it("moves and cancels from the signed manage link up to the cut-off; a cancelled slot is free at once", async () => {
    const deps = {
      secret: t.env.SESSION_SECRET,
      publicBaseUrl: t.env.PUBLIC_BASE_URL,
      mailGate: publicMailGate(t.env),
    };
    const slot = slots[40]!;
    expect((await book({ start: slot.start, ...person(6) })).statusCode).toBe(201);
    await t.app.outboxWorker.drain();
    const mail = readOutboxFile(t.env.OUTBOX_FILE).find((m) => m.to === "visitor6@example.com")!;
    const link = new URL(/https?:\/\/\S+\/book\/manage\?\S+/.exec(mail.text)![0]);
    const id = Number(link.searchParams.get("id"));
    const sig = link.searchParams.get("sig")!;

    expect(await managedBooking(t.db, t.env.SESSION_SECRET, id, "x".repeat(64))).toBeNull();
    const opened = (await managedBooking(t.db, t.env.SESSION_SECRET, id, sig))!;
    expect(opened.booking).toMatchObject({ id, start: slot.start, status: "confirmed", changeable: true });

    const taken = slots[10]!.start;
    await expect(changeBooking(t.db, deps, { id, sig, action: "reschedule", start: taken })).rejects.toMatchObject({
      statusCode: 409,
      message: bookingMessages.taken,
    });
    const target = slots[41]!;
    const moved = await changeBooking(t.db, deps, { id, sig, action: "reschedule", start: target.start });
    expect(moved).toMatchObject({ message: bookingMessages.rescheduled, booking: { start: target.start } });
    let free = (await t.app.inject({ method: "GET", url: "/api/bookings/slots" })).json<Slot[]>().map((s) => s.start);
    expect(free).toContain(slot.start);
    expect(free).not.toContain(target.start);

    await saveBookingRules(t.db, { ...bookingRulesDefault, changeCutoffHours: 24 * 30 }, new Date());
    await expect(changeBooking(t.db, deps, { id, sig, action: "cancel" })).rejects.toMatchObject({
      statusCode: 409,
      message: bookingMessages.cutoff,
    });
    await saveBookingRules(t.db, bookingRulesDefault, new Date());
    const cancelled = await changeBooking(t.db, deps, { id, sig, action: "cancel" });
    expect(cancelled.booking.status).toBe("cancelled");
    free = (await t.app.inject({ method: "GET", url: "/api/bookings/slots" })).json<Slot[]>().map((s) => s.start);
    expect(free).toContain(target.start);
    await expect(changeBooking(t.db, deps, { id, sig: "y".repeat(64), action: "cancel" })).rejects.toBeInstanceOf(
      HttpError,
    );
    await t.app.outboxWorker.drain();
    const notices = readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.to === "visitor6@example.com");
    expect(notices.map((m) => m.subject)).toEqual([
      "Your free consultation is booked",
      "Your free consultation has moved",
      "Your free consultation is cancelled",
    ]);
    expect(notices[2]!.attachments![0]!.text!).toContain("METHOD:CANCEL");
  });

  it("counts each booking as a conversion in the firm's analytics (issue 30)", async () => {
    const auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
    const today = indiaToday(new Date());
    const report = await t.app.inject({ url: `${analyticsPaths.report}?from=${today}&to=${today}`, headers: auth });
    const booked = await t.db.selectFrom("bookings").select("id").execute();
    expect(booked.length).toBeGreaterThan(0);
    expect(report.json().conversions.bookings).toBe(booked.length);
  });

  it("sends the invitation through SMTP as a text/calendar attachment", async () => {
    const smtp = await startSmtp();
    const mailed = await createTestApp({ MAIL_TRANSPORT: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const slot = (await mailed.app.inject({ method: "GET", url: "/api/bookings/slots" })).json<Slot[]>()[3]!;
      const answer = await mailed.app.inject({
        method: "POST",
        url: "/api/bookings",
        payload: { start: slot.start, ...person(5) },
      });
      expect(answer.statusCode).toBe(201);
      await mailed.app.outboxWorker.drain();
      const mail = smtp.received.find((m) => m.to.includes("visitor5@example.com"))!;
      expect(headerLines(mail.raw).find((h) => h.startsWith("Subject:"))).toBe(
        "Subject: Your free consultation is booked",
      );
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(mail.raw).toMatch(/filename=invite\.ics/);
    } finally {
      await mailed.close();
      await stopSmtp(smtp.server);
    }
  });
});
