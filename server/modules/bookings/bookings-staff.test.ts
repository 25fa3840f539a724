import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingSettingsMessages } from "../../../contract/console/bookings.ts";
import { bookingRulesDefault, type Slot } from "../../../contract/api/bookings.ts";
import type { BookingSettingsView, ConsoleBookings } from "../../../contract/console/bookings.ts";
import { jobNames } from "../../jobs/job-names.ts";
import { bookingsPersonalData } from "./bookings.service.ts";
import { bearer } from "../../../tests/setup/api-helpers.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";

describe("bookings for staff", () => {
  let t: TestApp;
  let auth: { authorization: string };
  let slots: Slot[];
  beforeAll(async () => {
    t = await createTestApp();
    auth = bearer(await sessionToken(t, "9999999999"));
    slots = (await t.app.inject({ method: "GET", url: "/api/bookings/slots" })).json<Slot[]>();
  });
  afterAll(() => t.close());

  const book = (start: string, n: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: { start, name: `Staff Test ${n}`, email: `staff${n}@example.com`, mobile: "9876543210" },
    });

  it("keeps the console's settings to editors, saves them and applies them to the slots", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/bookings/settings" })).statusCode).toBe(401);
    const view = (
      await t.app.inject({ method: "GET", url: "/api/admin/bookings/settings", headers: auth })
    ).json<BookingSettingsView>();
    expect(view.rules).toEqual(bookingRulesDefault);
    const saturday = slots
      .find((s) => new Date(`${s.start.slice(0, 10)}T00:00:00Z`).getUTCDay() === 6)!
      .start.slice(0, 10);
    const hours = [...bookingRulesDefault.weeklyHours];
    hours[6] = null;
    const saved = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/bookings/settings",
      headers: auth,
      payload: { ...bookingRulesDefault, weeklyHours: hours, slotMinutes: 60 },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await t.app.inject({ method: "GET", url: "/api/bookings/slots" })).json<Slot[]>();
    expect(after.some((s) => s.start.startsWith(saturday))).toBe(false);
    expect(after.every((s) => Date.parse(s.end) - Date.parse(s.start) === 3_600_000)).toBe(true);
    const bad = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/bookings/settings",
      headers: auth,
      payload: {
        ...bookingRulesDefault,
        weeklyHours: [null, { open: "18:00", close: "09:00" }, null, null, null, null, null],
      },
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({
      method: "PATCH",
      url: "/api/admin/bookings/settings",
      headers: auth,
      payload: bookingRulesDefault,
    });
  });

  it("lists bookings with details, takes notes and a meeting link, and serves the staff member's private feed", async () => {
    const answer = await book(slots[2]!.start, 1);
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json<{ id: number }>();
    const list = (
      await t.app.inject({ method: "GET", url: "/api/admin/bookings", headers: auth })
    ).json<ConsoleBookings>();
    expect(list.bookings.find((b) => b.id === id)).toMatchObject({
      name: "Staff Test 1",
      start: slots[2]!.start,
      status: "confirmed",
    });
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/bookings/${id}`,
      headers: auth,
      payload: { notes: "Wants ESIC help", meetingLink: "https://meet.example.com/abc" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      booking: { notes: "Wants ESIC help", meetingLink: "https://meet.example.com/abc" },
    });

    const feedPath = list.feedUrl.replace(t.env.PUBLIC_BASE_URL, "");
    expect((await t.app.inject({ method: "GET", url: feedPath.replace(/key=\w+/, "key=nope") })).statusCode).toBe(404);
    const feed = await t.app.inject({ method: "GET", url: feedPath });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toContain("text/calendar");
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents("vevent")
      .map((e) => new ICAL.Event(e));
    const event = events.find((e) => e.uid.startsWith(`booking-${id}@`))!;
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(slots[2]!.start));
    expect(event.location).toBe("https://meet.example.com/abc");
  });

  it("turns a booking into a pipeline enquiry once, or adds it to the visitor's open enquiry", async () => {
    const { id } = (await book(slots[3]!.start, 4)).json<{ id: number }>();
    const url = `/api/admin/bookings/${id}/enquiry`;
    const made = await t.app.inject({ method: "POST", url, headers: auth });
    expect(made.json()).toMatchObject({ message: bookingSettingsMessages.enquiryMade });
    const { enquiryId } = made.json<{ enquiryId: number }>();
    const again = await t.app.inject({ method: "POST", url, headers: auth });
    expect(again.json()).toEqual({ message: bookingSettingsMessages.enquiryJoined, enquiryId });
    const { enquiries } = (await t.app.inject({ url: "/api/admin/enquiries", headers: auth })).json();
    const enquiry = enquiries.find((e: { id: number }) => e.id === enquiryId);
    expect(enquiry).toMatchObject({ name: "Staff Test 4", origin: "booking", status: "new" });
    expect(enquiry.notes.map((n: { text: string }) => n.text).join(" ")).toContain("Consultation booked for");

    // A second booking by the same visitor joins the enquiry still in the pipeline.
    const second = (await book(slots[4]!.start, 4)).json<{ id: number }>();
    const joined = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${second.id}/enquiry`,
      headers: auth,
    });
    expect(joined.json()).toEqual({ message: bookingSettingsMessages.enquiryJoined, enquiryId });
    const list = (await t.app.inject({ url: "/api/admin/bookings", headers: auth })).json<ConsoleBookings>();
    expect(
      list.bookings
        .filter((b) => b.enquiryId === enquiryId)
        .map((b) => b.id)
        .sort(),
    ).toEqual([id, second.id].sort());
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/bookings/99999/enquiry", headers: auth })).statusCode,
    ).toBe(404);
  });

  it("reminds 24 hours and 1 hour before, once each", async () => {
    // Days ahead: both reminders are still to come when it is booked.
    const slot = slots.at(-1)!;
    const booked = await book(slot.start, 2);
    expect(booked.statusCode, booked.body).toBe(201);
    const { id } = booked.json<{ id: number }>();
    const start = Date.parse(slot.start);
    const run = (msBefore: number) => t.app.jobs.run(jobNames.bookingReminders, new Date(start - msBefore));
    expect(await run(25 * 3_600_000)).toBeUndefined();
    expect(await run(23 * 3_600_000)).toBe(1);
    await run(22 * 3_600_000);
    await run(50 * 60_000);
    await run(40 * 60_000);
    // Queued at the passes' (future) times, so read from the outbox rather than delivered now.
    const queued = await t.db
      .selectFrom("outbox")
      .select(["channel", "subject", "body"])
      .where((eb) => eb.or([eb("recipient", "=", "staff2@example.com"), eb("body", "like", "Reminder%")]))
      .where("subject", "!=", "Your free consultation is booked")
      .orderBy("id")
      .execute();
    expect(queued.filter((m) => m.channel === "email").map((m) => m.subject)).toEqual([
      "Reminder: your consultation tomorrow",
      "Reminder: your consultation in an hour",
    ]);
    expect(queued.filter((m) => m.channel === "sms")).toHaveLength(2);
    expect(queued[0]!.body).toContain(`/book/manage?id=${id}`);
  });

  it("finds a visitor's bookings by e-mail or mobile for data requests, and erases them (freeing the slot)", async () => {
    const slot = slots[5]!;
    expect((await book(slot.start, 3)).statusCode).toBe(201);
    expect(await bookingsPersonalData.find(t.db, { email: "staff3@example.com", mobile: null })).toHaveLength(1);
    expect((await bookingsPersonalData.find(t.db, { email: null, mobile: "9876543210" })).length).toBeGreaterThan(1);
    await t.db
      .transaction()
      .execute((tx) => bookingsPersonalData.erase(tx, { email: "staff3@example.com", mobile: null }, new Date()));
    expect(await bookingsPersonalData.find(t.db, { email: "staff3@example.com", mobile: null })).toHaveLength(0);
    const free = (await t.app.inject({ method: "GET", url: "/api/bookings/slots" })).json<Slot[]>();
    expect(free.map((s) => s.start)).toContain(slot.start);
  });
});
