import { defaultSite, type SiteIdentity } from "./site.ts";

/**
 * The office hours in Hindi (issue 29). The hours are the brand's, one English text staff edit
 * (the brand stays single-language, decision 124); the shipped hours have this hand-written Hindi,
 * and hours staff changed are shown as they wrote them rather than guessed at.
 */
export function officeHoursHi(hours: SiteIdentity["hours"]): SiteIdentity["hours"] {
  return {
    weekdays: hours.weekdays === defaultSite.hours.weekdays ? "सोमवार से शनिवार, सुबह 9.00 से शाम 6.00" : hours.weekdays,
    sunday: hours.sunday === defaultSite.hours.sunday ? "रविवार को अवकाश" : hours.sunday,
  };
}

const placesHi: Readonly<Record<string, string>> = { Jaipur: "जयपुर", Rajasthan: "राजस्थान", India: "भारत" };

/** A place of the address in Hindi where the shipped one has a Hindi name; another as staff wrote it. */
export const placeHi = (name: string): string => placesHi[name] ?? name;
