import { describe, expect, it } from "vitest";
import { bookingRulesDefault, type BookingRules } from "../../../contract/api/bookings.ts";
import { freeSlots, istInstant, istIso, slotRefusal, type Busy } from "./slot-rules.ts";

// Monday 30 November 2026, 08:00 in India.
const now = istInstant("2026-11-30", "08:00");
const rules: BookingRules = { ...bookingRulesDefault, noticeHours: 2, bufferMinutes: 0, maxPerDay: 20 };
const at = (date: string, time: string) => istInstant(date, time);
const booking = (date: string, time: string, minutes = 30): Busy => ({
  start: at(date, time),
  end: new Date(at(date, time).getTime() + minutes * 60_000),
});
const startsOn = (slots: { start: string }[], date: string) =>
  slots.filter((s) => s.start.startsWith(date)).map((s) => s.start.slice(11, 16));

describe("booking slots", () => {
  it("offers 30-minute slots from 09:00 to 17:30 in IST, with the +05:30 offset", () => {
    const slots = freeSlots(rules, [], "2026-12-01", 1, now);
    expect(slots).toHaveLength(18);
    expect(slots[0]).toEqual({ start: "2026-12-01T09:00:00+05:30", end: "2026-12-01T09:30:00+05:30" });
    expect(slots.at(-1)).toEqual({ start: "2026-12-01T17:30:00+05:30", end: "2026-12-01T18:00:00+05:30" });
    expect(istIso(new Date("2026-12-01T04:30:00Z"))).toBe("2026-12-01T10:00:00+05:30");
  });

  it("keeps Sunday closed and leaves out holidays", () => {
    const withHoliday = { ...rules, holidays: [{ date: "2026-12-02", label: "Office closed" }] };
    const slots = freeSlots(withHoliday, [], "2026-11-30", 7, now);
    expect(startsOn(slots, "2026-12-06")).toEqual([]);
    expect(startsOn(slots, "2026-12-02")).toEqual([]);
    expect(startsOn(slots, "2026-12-05")).toHaveLength(18);
    expect(slotRefusal(withHoliday, [], at("2026-12-02", "10:00"), now)).toBe("closed");
    expect(slotRefusal(rules, [], at("2026-12-06", "10:00"), now)).toBe("closed");
  });

  it("refuses times outside hours or off the slot grid", () => {
    expect(slotRefusal(rules, [], at("2026-12-01", "08:30"), now)).toBe("closed");
    expect(slotRefusal(rules, [], at("2026-12-01", "18:00"), now)).toBe("closed");
    expect(slotRefusal(rules, [], at("2026-12-01", "10:15"), now)).toBe("closed");
    expect(slotRefusal(rules, [], at("2026-12-01", "17:30"), now)).toBeNull();
  });

  it("holds the least notice and refuses the past", () => {
    // Today at 08:00 with two hours' notice: 10:00 is the first slot.
    expect(startsOn(freeSlots(rules, [], "2026-11-30", 1, now), "2026-11-30")[0]).toBe("10:00");
    expect(slotRefusal(rules, [], at("2026-11-30", "09:30"), now)).toBe("notice");
    expect(slotRefusal(rules, [], at("2026-11-30", "07:30"), now)).toBe("past");
  });

  it("offers nothing past the horizon", () => {
    const slots = freeSlots(rules, [], "2026-11-30", 31, now);
    expect(slots.at(-1)!.start.slice(0, 10)).toBe("2026-12-12");
    expect(slotRefusal(rules, [], at("2026-12-14", "10:00"), now)).toBe("horizon");
    expect(freeSlots(rules, [], "2026-11-01", 3, now)).toEqual([]);
  });

  it("takes out booked slots and the buffer around them", () => {
    const busy = [booking("2026-12-01", "11:00")];
    expect(startsOn(freeSlots(rules, busy, "2026-12-01", 1, now), "2026-12-01")).not.toContain("11:00");
    expect(slotRefusal(rules, busy, at("2026-12-01", "11:00"), now)).toBe("taken");
    expect(slotRefusal(rules, busy, at("2026-12-01", "11:30"), now)).toBeNull();
    const buffered = { ...rules, bufferMinutes: 15 };
    const free = startsOn(freeSlots(buffered, busy, "2026-12-01", 1, now), "2026-12-01");
    expect(free).not.toContain("10:30");
    expect(free).not.toContain("11:30");
    expect(free).toContain("10:00");
    expect(free).toContain("12:00");
  });

  it("closes a day at the most bookings a day", () => {
    const capped = { ...rules, maxPerDay: 2 };
    const busy = [booking("2026-12-01", "09:00"), booking("2026-12-01", "15:00")];
    expect(startsOn(freeSlots(capped, busy, "2026-12-01", 2, now), "2026-12-01")).toEqual([]);
    expect(startsOn(freeSlots(capped, busy, "2026-12-01", 2, now), "2026-12-02")).toHaveLength(18);
    expect(slotRefusal(capped, busy, at("2026-12-01", "10:00"), now)).toBe("full");
  });

  it("follows staff's weekly hours per weekday and slot length", () => {
    const hours = [...rules.weeklyHours];
    hours[6] = { open: "10:00", close: "13:00" };
    const saturday = { ...rules, weeklyHours: hours, slotMinutes: 60 };
    expect(startsOn(freeSlots(saturday, [], "2026-12-05", 1, now), "2026-12-05")).toEqual(["10:00", "11:00", "12:00"]);
  });
});
