import { defaultSite, type SiteIdentity } from "./site.ts";

/**
 * The brand's words that Hindi pages and e-mails show (issue 29), in Hindi.
 *
 * The office hours in Hindi. The hours are the brand's, one English text staff edit
 * (the brand stays single-language, decision 124); the shipped hours have this hand-written Hindi,
 * and hours staff changed are shown as they wrote them rather than guessed at.
 */
export function officeHoursHi(hours: SiteIdentity["hours"]): SiteIdentity["hours"] {
  return {
    weekdays: hours.weekdays === defaultSite.hours.weekdays ? "सोमवार से शनिवार, सुबह 09.00 से शाम 06.00" : hours.weekdays,
    sunday: hours.sunday === defaultSite.hours.sunday ? "रविवार को अवकाश" : hours.sunday,
  };
}

const placesHi: Readonly<Record<string, string>> = { Jaipur: "जयपुर", Rajasthan: "राजस्थान", India: "भारत" };

/** A place of the address in Hindi where the shipped one has a Hindi name; another as staff wrote it. */
export const placeHi = (name: string): string => placesHi[name] ?? name;

/** The founder's words on the Hindi pages: the shipped founder's in Hindi, staff's own as they wrote them. */
export function founderHi(founder: SiteIdentity["founder"]): SiteIdentity["founder"] {
  const shipped = defaultSite.founder;
  return {
    name: founder.name === shipped.name ? "एडवोकेट अर्जुन एग्ज़ाम्पल" : founder.name,
    title: founder.title === shipped.title ? "संस्थापक और अधिवक्ता" : founder.title,
    quote:
      founder.quote === shipped.quote
        ? "अनुपालन काग़ज़ी कार्रवाई नहीं है। यह वह तरीक़ा है जिससे कोई व्यवसाय अपने लोगों से किए वादे निभाता है।"
        : founder.quote,
  };
}
