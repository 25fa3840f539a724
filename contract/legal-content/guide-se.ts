import { rajasthanScope, reviewedBadge, type Guide } from "./guide-pages.ts";
import { officialSources, reviewed } from "./official-sources.ts";

const labourDepartment = reviewed(officialSources.labourRajasthan);

/** SE Guide (/se-guide): shops and establishments in Rajasthan, from content-facts.md sections 0, 3, 5 and 9. */
export const seGuide: Guide = {
  path: "/se-guide",
  title: "SE Guide",
  description:
    "Shops and establishments in Rajasthan: registration, the 2026 working-hour changes, holidays, night work and registers under the 1958 Act and the Labour Codes.",
  eyebrow: "HR Knowledge Center · Rajasthan",
  intro:
    "A practical guide for shops, offices, warehouses, hotels and other commercial establishments in Rajasthan: when to register, how long staff may work, and which rules changed in 2024, 2025 and 2026.",
  lawNote:
    "Rajasthan Shops and Commercial Establishments Act, 1958, read with the Labour Codes in force since 21 November 2025",
  scope: rajasthanScope,
  items: [
    {
      id: "se-law",
      question: "Which law applies to shops and offices in Rajasthan?",
      answer:
        "The Rajasthan Shops and Commercial Establishments Act, 1958 is still the base law. It covers shops (trading or business premises, including offices, godowns and warehouses) and commercial establishments such as banking, insurance and office work, hotels, restaurants, cafés, theatres and places of entertainment.\n\nThe Labour Codes, in force since 21 November 2025, now govern wages, social security and industrial relations for these employers too. In August 2025 the state also approved a draft of a new shops and establishment law to replace parts of the 1958 Act; it is only proposed, and we found no confirmation that it has been enacted.",
      date: "21",
      month: "Nov",
      dateNote: "21 November 2025: the four Labour Codes came into force",
      review: reviewed(officialSources.labourRajasthan, officialSources.labourMinistry),
    },
    {
      id: "se-registration",
      question: "Does my establishment need to register?",
      answer:
        "Establishments with more than 10 workers register with the Labour Department on its online portal. Since a notification of 19 August 2025, establishments with up to 10 workers are exempt from registration, although every other labour duty still applies to them.\n\nSince the 2019 rule amendment, registration is one-time with no renewal, and the fee depends on the number of workers.\n\nThe OSH Code adds a registration of its own for establishments with 10 or more workers, which also replaces the old Contract Labour Act's separate registration for principal employers. Ask the Labour Department how Rajasthan takes it during the transition.",
      date: "19",
      month: "Aug",
      dateNote: "19 August 2025: establishments with up to 10 workers exempted from registration",
      review: reviewed(officialSources.labourRajasthan, officialSources.labourMinistry),
    },
    {
      id: "se-hours",
      question: "How many hours may staff work in a day and a week?",
      answer:
        "The 1958 Act originally allowed 9 hours a day and 48 hours a week, with a 30-minute rest after 5 hours. An ordinance of 17 December 2025, followed by the amendment Bill passed by the Assembly on 5 March 2026, raised the daily limit to 10 hours and allowed up to 6 hours of work before a half-hour break. The weekly limit stays at 48 hours. We found no confirmation of when the amending Act itself was notified.\n\nThe OSH Code sets a daily norm of 8 hours, and the exact daily cap in Rajasthan depends on the state's final rules under the Code, so treat 10 hours as the state amendment's figure and confirm with the Labour Department before you plan 10-hour shifts.",
      date: "05",
      month: "Mar",
      dateNote: "5 March 2026: the Assembly passed the Shops and Commercial Establishments (Amendment) Bill",
      review: reviewed(officialSources.labourRajasthan, officialSources.labourMinistry),
    },
    {
      id: "se-overtime",
      question: "How much overtime is allowed?",
      answer:
        "Under the 2025 ordinance and the 2026 amendment, overtime may go up to 144 hours a quarter. Overtime must be recorded and paid. Published tables disagree on the overtime rate and on the earlier cap, so confirm the rate with the Labour Department before you fix it in your payroll.",
      date: "17",
      month: "Dec",
      dateNote: "17 December 2025: the amendment ordinance was issued",
      review: labourDepartment,
    },
    {
      id: "se-weekly-off",
      question: "Must the shop close one day a week?",
      answer:
        "The Act provides a weekly holiday. Since June 2024, registered establishments have been exempt for three years from the compulsory weekly closing day, provided every worker gets a paid weekly off by rotation, the daily and weekly hour limits are kept, overtime is recorded and paid, and appointment letters are issued with a copy to the area inspector.",
      ...reviewedBadge,
      review: labourDepartment,
    },
    {
      id: "se-night-work",
      question: "Can women work night shifts?",
      answer:
        "Yes, in registered establishments, since 8 July 2025, with the woman's consent and the safeguards the state set: safe transport, identity cards, rest rooms and lockers, measures against harassment, and no night duty for three months before and after childbirth. The 2026 amendment left these conditions as they were.",
      date: "08",
      month: "Jul",
      dateNote: "8 July 2025: night work for women permitted with safeguards",
      review: labourDepartment,
    },
    {
      id: "se-young-workers",
      question: "Can children or teenagers be employed?",
      answer:
        "No child under 14 may be employed. Workers aged 14 to 18 may not work at night, and the minimum age for an apprentice is 14.\n\nThe ban on employing children under 14 is national and older than these changes: it comes from the Child and Adolescent Labour (Prohibition and Regulation) Act, 1986, as amended in 2016, which also keeps adolescents out of hazardous work. The December 2025 ordinance and the 2026 amendment wrote the limits into Rajasthan's shops law as well.",
      ...reviewedBadge,
      review: reviewed(officialSources.labourRajasthan, officialSources.labourMinistry),
    },
    {
      id: "se-leave",
      question: "What leave and holidays must we give?",
      answer:
        "Under the 1958 Act, annual leave is earned after 240 days of service; under the Labour Codes the qualifying period is 180 days. Sources disagree on the number of days (18 in one, 30 in another), so check the current text or ask the Labour Department before writing it into your policy.\n\nRepublic Day (26 January), Independence Day (15 August) and Gandhi Jayanti (2 October) are the three national holidays employers treat as compulsory. Other festival holidays come from your rules, standing orders and contracts, and a paid holiday on polling days applies under section 135B of the Representation of the People Act, 1951.",
      ...reviewedBadge,
      review: reviewed(officialSources.labourRajasthan, officialSources.labourMinistry),
    },
    {
      id: "se-registers",
      question: "Which registers do we need to keep?",
      answer:
        "Rajasthan's Ease of Compliance to Maintain Registers Rules, 2017 let you keep common forms across several labour laws: an employee register, a wage register, a register of loans and recoveries, and an attendance register. Under the Labour Codes every worker must also receive an appointment letter.",
      ...reviewedBadge,
      review: labourDepartment,
    },
    {
      id: "se-pt-lwf",
      question: "Do we pay professional tax or Labour Welfare Fund in Rajasthan?",
      answer:
        "No. Rajasthan has no professional tax law, so there is no professional tax registration or deduction, and the Labour Welfare Fund does not apply in Rajasthan. Construction employers are a separate case: they pay the building and other construction workers' cess.",
      ...reviewedBadge,
      review: labourDepartment,
    },
    {
      id: "se-codes",
      question: "What do the Labour Codes change for a shop or office?",
      answer:
        "Monthly wages must be paid by the 7th of the next month, and the full and final settlement within 2 working days of an employee leaving. Every worker needs an appointment letter, and minimum wages now cover all workers, not only scheduled employments.\n\nRajasthan published draft OSH rules in early 2026, but we found no confirmation that final state rules under any Code have been notified, so treat Rajasthan as being in transition and check with the Labour Department.",
      date: "21",
      month: "Nov",
      dateNote: "21 November 2025: the four Labour Codes came into force",
      review: reviewed(officialSources.labourRajasthan, officialSources.labourMinistry),
    },
  ],
};
