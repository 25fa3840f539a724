import { reviewedBadge, type Guide } from "./guide-pages.ts";
import { officialSources, reviewed } from "./official-sources.ts";

const esic = reviewed(officialSources.esic);

/** ESIC Guidelines (/esic), written from content-facts.md sections 0, 1 and 5. */
export const esicGuide: Guide = {
  path: "/esic",
  title: "ESIC Guidelines",
  description:
    "ESI (now under the Code on Social Security, 2020): who is covered, the 0.75% and 3.25% contribution rates, due dates and benefits, in plain answers.",
  eyebrow: "HR Knowledge Center",
  intro:
    "Straight answers for employers on Employees' State Insurance: who must register, what to deduct, when to pay and what your staff receive in return.",
  lawNote: "ESI (Employees' State Insurance Act, 1948, now under the Code on Social Security, 2020)",
  items: [
    {
      id: "esic-law",
      question: "Which law governs ESI today?",
      answer:
        "ESI began under the Employees' State Insurance Act, 1948. Since 21 November 2025 it sits under the Code on Social Security, 2020, one of the four Labour Codes that replaced 29 central labour laws.\n\nThe government said the old Act's rules, notifications and schemes continue during the changeover. The final central rules under the Code, the Social Security (Central) Rules 2026, were notified on 8 May 2026. ESI is a central scheme run by ESIC: contribution rates, the wage ceiling, registration and cash benefits come from the central rules and ESIC, whichever state you are in, so there are no state rules to wait for on them.",
      date: "21",
      month: "Nov",
      dateNote: "21 November 2025: the four Labour Codes came into force",
      review: reviewed(officialSources.esic, officialSources.gazette),
    },
    {
      id: "esic-establishments",
      question: "Which establishments must register with ESIC?",
      answer:
        "ESI applies to establishments employing 10 or more persons (seasonal factories excepted), and Rajasthan uses the 10-person threshold for shops and similar establishments as well. The Centre can extend coverage to hazardous work even where only one person is employed, and smaller units may join voluntarily.\n\nAn employer should register within 15 days of becoming coverable.",
      ...reviewedBadge,
      review: esic,
    },
    {
      id: "esic-employees",
      question: "Which employees are covered?",
      answer:
        "Employees earning up to ₹21,000 a month are covered (₹25,000 for persons with disability). The ₹21,000 limit has applied since 1 January 2017.\n\nThe Code on Social Security brings a new definition of wages (basic pay, dearness allowance, retaining allowance and any pay the Code does not list as excluded, such as a special allowance; where the listed exclusions such as HRA and conveyance come to more than half of total pay, the excess counts as wages). Coverage and contributions follow these wages, not gross pay: an ESIC regional office asked employers in December 2025 to re-check whether staff who were outside ESI now fall inside it. We could not confirm whether the ₹21,000 ceiling has been re-notified under the Code, so confirm the current ceiling with ESIC.",
      date: "01",
      month: "Jan",
      dateNote: "1 January 2017: the ₹21,000 wage ceiling took effect",
      review: esic,
    },
    {
      id: "esic-rates",
      question: "What are the ESIC contribution rates?",
      answer:
        "The employee contributes 0.75% of wages and the employer contributes 3.25%, a total of 4%. These rates have applied since July 2019, and the 2026 central rules did not change them as far as our sources show.\n\nEmployees whose average daily wage is ₹176 or less pay no employee share; the employer still pays its 3.25%.",
      ...reviewedBadge,
      review: esic,
    },
    {
      id: "esic-due-date",
      question: "When must contributions be paid, and what if we pay late?",
      answer:
        "Contributions for a wage month are due by the 15th of the following month (the date moved from the 21st with effect from the June 2017 wage month). Late payment attracts simple interest at 12% a year, and ESIC can also levy damages that grow with the delay, so pay on time rather than count on the interest alone.\n\nFiling is done monthly online on the ESIC portal. Some guides still describe half-yearly returns, so check with ESIC whether any periodic return applies to you.",
      ...reviewedBadge,
      review: esic,
    },
    {
      id: "esic-new-employees",
      question: "When must a new employee be registered?",
      answer:
        "Add every coverable employee on the ESIC portal as soon as they join. The Social Security (Central) Rules 2026, notified on 8 May 2026, reportedly require registration no later than the joining day; confirm the exact timing with ESIC, which runs employee registration on its portal for every state.",
      date: "08",
      month: "May",
      dateNote: "8 May 2026: final central rules under the Labour Codes notified",
      review: reviewed(officialSources.esic, officialSources.gazette),
    },
    {
      id: "esic-periods",
      question: "What are contribution periods and benefit periods?",
      answer:
        "The year has two contribution periods: 1 April to 30 September and 1 October to 31 March. Each has a matching benefit period: 1 January to 30 June of the next year, and 1 July to 31 December. A new entrant's first benefit period starts nine months after joining.\n\nOnce an employee is covered, they stay covered, with contributions on their full wages, until the contribution period ends, even if their pay rises above the ceiling in between.",
      date: "01",
      month: "Apr",
      dateNote: "1 April: the first contribution period of the year begins",
      review: esic,
    },
    {
      id: "esic-medical-sickness",
      question: "What medical and sickness benefits do insured employees get?",
      answer:
        "Medical care for the insured person and their family starts from the first day of insurable employment.\n\nSickness benefit pays about 70% of average daily wages for up to 91 days across two consecutive benefit periods, provided contributions were paid for at least 78 days in the contribution period. Extended sickness benefit (about 80%) covers listed long-term diseases, and enhanced sickness benefit pays 100% for 7 or 14 days after sterilisation.",
      ...reviewedBadge,
      review: esic,
    },
    {
      id: "esic-maternity",
      question: "How does maternity benefit work under ESI?",
      answer:
        "An insured woman can receive up to 26 weeks of maternity benefit at 100% of her average daily wages, provided contributions were paid for 70 days in the two preceding contribution periods. Women covered by ESI receive maternity benefit through ESIC rather than directly from the employer.",
      ...reviewedBadge,
      review: esic,
    },
    {
      id: "esic-injury",
      question: "What happens if an employee is injured at work?",
      answer:
        "Disablement benefit pays about 90% of wages, with no contribution condition: temporary disablement is paid while it lasts, and permanent disablement is paid for life, scaled to the loss of earning capacity. If a death results from an employment injury, dependants receive monthly dependants' benefit.\n\nA capped lump sum towards funeral expenses is also paid. Older pages quote different caps, so check the current amount with ESIC before relying on a figure.",
      ...reviewedBadge,
      review: esic,
    },
    {
      id: "esic-other-support",
      question: "Is there support after a job loss or retirement?",
      answer:
        "Yes. ESIC runs unemployment support schemes (the Rajiv Gandhi Shramik Kalyan Yojana and the Atal Bimit Vyakti Kalyan Yojana), and retired or permanently disabled insured persons can keep medical care for a small yearly payment. Eligibility conditions apply; ESIC's branch office can confirm them for an individual case.",
      ...reviewedBadge,
      review: esic,
    },
  ],
};
