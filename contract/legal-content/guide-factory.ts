import { rajasthanScope, reviewedBadge, type Guide } from "./guide-pages.ts";
import { officialSources, reviewed } from "./official-sources.ts";

const rajfab = reviewed(officialSources.rajfab);
const rajfabAndCodes = reviewed(officialSources.rajfab, officialSources.labourMinistry);

/** Factory Guidelines (/factory-guide), from content-facts.md sections 0, 4, 5 and 6 (Rajasthan focus). */
export const factoryGuide: Guide = {
  path: "/factory-guide",
  title: "Factory Guidelines",
  description:
    "Factories Act 1948 (now the OSH Code 2020): what counts as a factory, 48 hours a week, licences on RajFAB, overtime, leave and welfare duties in Rajasthan.",
  eyebrow: "HR Knowledge Center · Rajasthan",
  intro:
    "The questions factory owners and plant HR teams ask us most: when a unit becomes a factory, how long people may work, how to get licensed in Rajasthan and which welfare facilities are due.",
  lawNote: "Factories Act, 1948 (now the Occupational Safety, Health and Working Conditions Code, 2020)",
  scope: rajasthanScope,
  items: [
    {
      id: "factory-law",
      question: "Does the Factories Act still apply?",
      answer:
        "The Occupational Safety, Health and Working Conditions Code, 2020 (the OSH Code) came fully into force on 21 November 2025, and its section 143 repeals the Factories Act, 1948, while saving what was done under it. During the changeover, existing state rules and practice continue. This page therefore speaks of the Factories Act 1948 (now the OSH Code 2020).",
      date: "21",
      month: "Nov",
      dateNote: "21 November 2025: the OSH Code and the other Labour Codes came into force",
      review: rajfabAndCodes,
    },
    {
      id: "factory-definition",
      question: "When does a unit count as a factory?",
      answer:
        "Under the central Factories Act, a unit was a factory with 10 or more workers where power is used, or 20 or more without power. Rajasthan raised these numbers in 2014 to 20 with power and 40 without, and the OSH Code now uses the same 20 and 40 thresholds nationally.",
      ...reviewedBadge,
      review: rajfabAndCodes,
    },
    {
      id: "factory-hours",
      question: "What are the working-hour limits?",
      answer:
        "Under the Factories Act 1948, an adult worker may work at most 48 hours a week and 9 hours a day, and must get one weekly day off. A rest of at least 30 minutes is due after no more than 5 hours of work, and the spread-over is 10.5 hours, which the Chief Inspector can extend to 12.\n\nRajasthan's 2025 amendments and the OSH Code also bear on the daily limit, so today the rule to follow is 48 hours a week; daily limit as set by current state rules.",
      ...reviewedBadge,
      review: rajfab,
    },
    {
      id: "factory-rajasthan-2025",
      question: "What did Rajasthan change for factories in 2025?",
      answer:
        "The Factories (Rajasthan Amendment) Bill 2025, passed by the Assembly in 2025, lets the state allow up to 10 hours a day (the 48-hour week is unchanged), up to 6 hours before a break, a 12-hour spread-over, overtime of up to 144 hours a quarter, and night shifts for women with their written consent and safeguards. The Rajasthan Factories (Amendment) Rules 2025 also open more factory work to women, with safety gear and training.\n\nWe found no confirmation of when the amending Act received assent or took effect, and since the OSH Code repealed the Factories Act on 21 November 2025 and sets a daily norm of 8 hours, how far an amendment to that Act still counts is not yet clear. Check with the Factories and Boilers Inspection Department before changing shift patterns.",
      ...reviewedBadge,
      review: rajfab,
    },
    {
      id: "factory-osh-hours",
      question: "What does the OSH Code say about daily hours?",
      answer:
        "The OSH Code caps work at 8 hours a day, with intervals and spread-over set by the government, and the weekly limit stays at 48 hours. The Labour Minister has said the daily norm remains 8 hours with optional overtime.\n\nRajasthan published draft Rajasthan OSH Rules 2026 (comments closed on 20 March 2026), but we found no confirmation of final rules. The daily cap that applies in Rajasthan depends on those final state rules, so confirm it with the department before you plan rosters.",
      date: "20",
      month: "Mar",
      dateNote: "20 March 2026: comments closed on the draft Rajasthan OSH Rules",
      review: rajfabAndCodes,
    },
    {
      id: "factory-overtime",
      question: "How is overtime paid?",
      answer:
        "Under the Factories Act, work beyond 9 hours in a day or 48 hours in a week is overtime and is paid at twice the ordinary rate of wages. The OSH Code keeps overtime at twice the wage rate and requires the worker's consent.",
      ...reviewedBadge,
      review: rajfabAndCodes,
    },
    {
      id: "factory-licence",
      question: "How do we license a factory in Rajasthan?",
      answer:
        "The Act's steps are prior approval of the site and building plans, then registration and a licence, which is renewed. If no order is passed within 3 months of a complete plan application, approval is deemed to be given. The occupier must give notice at least 15 days before the premises are used as a factory.\n\nIn Rajasthan all of this is done online on the RajFAB portal of the Factories and Boilers Inspection Department. Plan approval is not needed for non-hazardous factories with up to 50 workers.\n\nThe OSH Code also provides for the registration of establishments with 10 or more workers, so ask the department how that registration and the factory licence fit together for your unit during the transition.",
      ...reviewedBadge,
      review: rajfabAndCodes,
    },
    {
      id: "factory-returns",
      question: "Which annual return must a factory file?",
      answer:
        "Rajasthan factories file the Single Integrated Return online on RajFAB, which also handles boiler registration. The due date is often quoted as 31 January for the previous year, but we could not confirm it, so check the current deadline on RajFAB or with the department.",
      ...reviewedBadge,
      review: rajfab,
    },
    {
      id: "factory-welfare",
      question: "Which welfare facilities are required?",
      answer:
        "Under the Factories Act: a first-aid box for every 150 workers, an ambulance room above 500 workers, a canteen above 250, shelters or a lunch room above 150, a crèche where more than 30 women are employed, a welfare officer at 500 or more workers, and a safety officer at 1,000 or more or in notified hazardous processes.\n\nThe maternity law, now part of the Code on Social Security, separately requires a crèche where 50 or more employees work, however many of them are women, so a unit of 60 needs one. The OSH Code changes some of the factory figures: a canteen is due where 100 or more workers are employed, counting contract labour, and an ambulance room above 500. The Codes also give workers aged 40 or more a free annual health check-up. The crèche details and the other thresholds depend on the rules, so confirm them before planning facilities.",
      ...reviewedBadge,
      review: rajfabAndCodes,
    },
    {
      id: "factory-leave",
      question: "How much annual leave do factory workers earn?",
      answer:
        "Under the Factories Act, a worker earns one day of leave for every 20 days worked, once they have worked 240 days in the year. Under the Labour Codes the qualifying period is 180 days.",
      ...reviewedBadge,
      review: rajfabAndCodes,
    },
    {
      id: "factory-contract-labour",
      question: "When do contract labour rules apply?",
      answer:
        "The Contract Labour Act (now the OSH Code) applies where a contractor or establishment engages 50 or more contract workers. Rajasthan adopted the 50-worker threshold in 2014, and the OSH Code now uses it nationally. Under the OSH Code the establishment's own registration replaces the old Act's separate registration for principal employers, and a contractor needs one licence. If your unit registered as a principal employer under the old Act, ask the Labour Department how that registration carries over.",
      ...reviewedBadge,
      review: reviewed(officialSources.labourRajasthan, officialSources.labourMinistry),
    },
  ],
};
