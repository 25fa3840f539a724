import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { dueDatesBetween } from "../../../contract/rules/calendar-dates.ts";
import { labourRules } from "../../../contract/rules/labour-rules.ts";
import { escapeText, foldLine } from "../../../contract/shared/ics-text.ts";
import { calendarFeed, type FeedOptions } from "./ics.ts";

const calendar = { rules: labourRules, moves: [] };

const options = (filter: FeedOptions["filter"]): FeedOptions => ({
  filter,
  calendar,
  pageUrl: "https://compliance.example.com/tools/compliance-calendar",
  stamp: "2026-11-24",
  calendarName: "Compliance due dates",
  description: "Statutory due dates for employers",
  productId: "-//Sample//Compliance calendar//EN",
});

/** Every occurrence of every event in the feed from `from` to `to` (inclusive), as "date uid". */
function expand(feed: string, from: string, to: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  const found: string[] = [];
  for (const component of calendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(component);
    const iterator = event.iterator();
    for (let next = iterator.next(); next && next.toString() <= to; next = iterator.next()) {
      if (next.toString() >= from) found.push(`${next.toString()} ${event.uid}`);
    }
  }
  return found.sort();
}

describe("iCalendar feed", () => {
  it("escapes text and folds long lines at 75 octets without splitting a character", () => {
    expect(escapeText("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
    const line = `DESCRIPTION:${"₹".repeat(40)}`;
    const folded = foldLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split("\r\n")) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((p, i) => (i === 0 ? p : p.slice(1)))
        .join(""),
    ).toBe(line);
  });

  it("is a well-formed RFC 5545 calendar: CRLF, folded, IST time zone, stable unique UIDs", () => {
    const feed = calendarFeed(options({ state: "Rajasthan", kind: "all" }));
    expect(feed.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(feed.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(feed.replace(/\r\n/g, "")).not.toContain("\n");
    for (const line of feed.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    const events = calendar.getAllSubcomponents("vevent");
    const uids = events.map((e) => String(e.getFirstPropertyValue("uid")));
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toContain("epf@compliance.example.com");
    expect(uids).toContain("tds-statement-0731@compliance.example.com");
    for (const event of events) {
      for (const required of ["uid", "dtstamp", "dtstart", "dtend", "rrule", "summary"]) {
        expect(event.hasProperty(required), required).toBe(true);
      }
      expect(event.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger")?.toString()).toBe("-P3D");
    }
    // The same rules give the same text: nothing depends on the day it is generated.
    expect(calendarFeed(options({ state: "Rajasthan", kind: "all" }))).toBe(feed);
  });

  it("expands to exactly the dates the calendar page lists, for the next 18 months", () => {
    for (const filter of [
      { state: "Rajasthan", kind: "all" as const },
      { state: "Rajasthan", kind: "factory-power" as const },
      { state: "Kerala", kind: "it" as const },
    ]) {
      const feed = calendarFeed(options(filter));
      const fromPage = dueDatesBetween(calendar, filter, "2026-11-24", "2028-05-23").map(
        (d) =>
          `${d.date} ${d.obligation.id}${d.obligation.recurrence.every === "year" ? `-${d.date.slice(5).replace("-", "")}` : ""}@compliance.example.com`,
      );
      expect(expand(feed, "2026-11-24", "2028-05-23")).toEqual([...fromPage].sort());
    }
  });

  it("lists the next PF date as the 15th, with what is due and where", () => {
    const feed = calendarFeed(options({ state: "Rajasthan", kind: "shop" }));
    expect(expand(feed, "2026-11-24", "2026-12-31").filter((e) => e.includes(" epf@"))).toEqual([
      "2026-12-15 epf@compliance.example.com",
    ]);
    const epf = new ICAL.Component(ICAL.parse(feed))
      .getAllSubcomponents("vevent")
      .find((e) => e.getFirstPropertyValue("uid") === "epf@compliance.example.com")!;
    expect(epf.getFirstPropertyValue("summary")).toBe("EPF contributions and ECR due");
    expect(String(epf.getFirstPropertyValue("description"))).toContain("EPFO unified employer portal");
    expect(String(epf.getFirstPropertyValue("description"))).toContain("Rules change often");
    // Not a factory: no factory return in this feed.
    expect(feed).not.toContain("factory-return");
  });
});

describe("iCalendar feed with a period moved by the authority", () => {
  it("drops the statutory date from the recurrence and adds the new date as an event of its own", () => {
    const moves = [{ obligationId: "esi", dueDate: "2026-12-15", newDate: "2027-01-05" }];
    const feed = calendarFeed({
      ...options({ state: "Rajasthan", kind: "all" }),
      calendar: { rules: labourRules, moves },
    });
    const esi = expand(feed, "2026-12-01", "2027-01-31").filter((line) => line.includes(" esi"));
    expect(esi).toEqual([
      "2027-01-05 esi-moved-20261215@compliance.example.com",
      "2027-01-15 esi@compliance.example.com",
    ]);
  });
});
