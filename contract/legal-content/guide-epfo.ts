import { reviewedBadge, type Guide } from "./guide-pages.ts";
import { officialSources, reviewed } from "./official-sources.ts";

const epfo = reviewed(officialSources.epfo);

/** EPFO Guidelines (/epfo), written from content-facts.md sections 0, 2 and 5. */
export const epfoGuide: Guide = {
  path: "/epfo",
  title: "EPFO Guidelines",
  description:
    "EPF (now under the Code on Social Security, 2020): coverage, the ₹15,000 wage ceiling, the contribution split, ECR, UAN and due dates, in plain answers.",
  eyebrow: "HR Knowledge Center",
  intro:
    "What employers need to know about the Employees' Provident Fund: when it applies, how contributions are split, how the monthly return works and what is still changing.",
  lawNote:
    "EPF (Employees' Provident Funds and Miscellaneous Provisions Act, 1952, now under the Code on Social Security, 2020)",
  items: [
    {
      id: "epfo-law",
      question: "Which law governs the provident fund now?",
      answer:
        "Provident fund, pension (EPS) and deposit-linked insurance (EDLI) began under the Employees' Provident Funds and Miscellaneous Provisions Act, 1952. Since 21 November 2025 they sit under the Code on Social Security, 2020.\n\nDuring the changeover the old Act's schemes and notifications keep applying until replaced. Final central rules were notified on 8 May 2026 and did not change EPF contribution rates.",
      date: "21",
      month: "Nov",
      dateNote: "21 November 2025: the four Labour Codes came into force",
      review: reviewed(officialSources.epfo, officialSources.gazette),
    },
    {
      id: "epfo-establishments",
      question: "Which establishments must register with EPFO?",
      answer:
        "Establishments with 20 or more employees must register. Smaller establishments may join voluntarily by agreement with their employees. The Code on Social Security kept the 20-employee threshold.",
      ...reviewedBadge,
      review: epfo,
    },
    {
      id: "epfo-ceiling",
      question: "What is the EPF wage ceiling?",
      answer:
        "The ceiling is ₹15,000 a month of EPF wages (basic pay, dearness allowance and retaining allowance). On 29 May 2026 the Labour Ministry notified ₹15,000 again as the ceiling under the Code on Social Security, with no increase. Employees earning more may still join voluntarily.\n\nA rise to between ₹25,000 and ₹30,000 has been discussed, and in January 2026 the Supreme Court asked the government to decide within four months. Watch for a later change before budgeting on the current figure.",
      date: "29",
      month: "May",
      dateNote: "29 May 2026: ₹15,000 ceiling re-notified under the Code",
      review: reviewed(officialSources.epfo, officialSources.gazette),
    },
    {
      id: "epfo-split",
      question: "How are EPF contributions split?",
      answer:
        "The employee contributes 12% of EPF wages, all of it to the provident fund account.\n\nThe employer also contributes 12%: 3.67% goes to the provident fund and 8.33% to the pension scheme (EPS). Pension is worked out on wages up to ₹15,000, so the EPS share is at most ₹1,250 a month per member, and the rest of the employer's 12% goes to the provident fund. Some members are not in the pension scheme at all (for example, many who joined on wages above the ceiling), and for them the employer's whole 12% goes to the provident fund, so check each member's pension status on the EPFO portal. The employer also pays 0.5% for EDLI insurance on wages up to ₹15,000 (at most ₹75 per member) and administration charges, bringing the employer's total cost to about 13% of EPF wages.",
      ...reviewedBadge,
      review: epfo,
    },
    {
      id: "epfo-admin",
      question: "What administration charges does the employer pay?",
      answer:
        "Administration charges are 0.50% of EPF wages, a rate in force since 1 June 2018, with a minimum of ₹500 a month per establishment (₹75 where there is no contributing member). The separate EDLI administration charge has been nil since 1 April 2017.",
      date: "01",
      month: "Jun",
      dateNote: "1 June 2018: administration charges cut to 0.50%",
      review: epfo,
    },
    {
      id: "epfo-ten-percent",
      question: "Can an establishment contribute 10% instead of 12%?",
      answer:
        "Some units may use a 10% rate, for example sick units and certain industries such as jute, beedi, coir and guar gum. Eligibility depends on the establishment's facts, so confirm it with your EPFO regional office before you deduct at the lower rate.",
      ...reviewedBadge,
      review: epfo,
    },
    {
      id: "epfo-due-date",
      question: "When must EPF be paid, and what if it is late?",
      answer:
        "Contributions and the monthly return for a wage month are due by the 15th of the next month. Late payment attracts interest at 12% a year plus damages, under sections 7Q and 14B of the 1952 Act, which the Code on Social Security now carries in provisions of its own.\n\nThe damages rate has been relaxed under time-bound schemes in the past, so check the rate that applies on the day with EPFO rather than relying on a published figure.",
      ...reviewedBadge,
      review: epfo,
    },
    {
      id: "epfo-ecr",
      question: "What is the ECR?",
      answer:
        "The Electronic Challan-cum-Return (ECR) is the monthly return listing each member's wages and contributions. The employer uploads it on the EPFO unified employer portal, it generates the challan, and once the challan is paid the amounts are credited to the members' accounts.",
      ...reviewedBadge,
      review: epfo,
    },
    {
      id: "epfo-uan",
      question: "What is a UAN and why does Aadhaar matter?",
      answer:
        "The Universal Account Number (UAN) is one number that stays with a member for life, across every job. Since September 2021 the ECR can be filed only for members whose Aadhaar is linked to and verified with their UAN, so check the linking at joining to avoid a blocked return.",
      ...reviewedBadge,
      review: epfo,
    },
    {
      id: "epfo-withdrawals",
      question: "Have the withdrawal rules changed?",
      answer:
        "In October 2025 EPFO's board approved a simpler scheme: thirteen purposes for partial withdrawal merged into three (essential needs, housing and special circumstances), a uniform 12-month service condition, withdrawal of up to the full eligible balance while keeping 25% in the account, full settlement after 12 months without work, final pension withdrawal after 36 months, and a higher auto-settlement limit of ₹5 lakh.\n\nIn October 2025 the government said the changes would be notified within 30 to 45 days, but our sources do not show when, or in what final form, they took effect. Check the withdrawal rules now live on the EPFO portal before advising a member.",
      date: "14",
      month: "Oct",
      dateNote: "14 October 2025: the government said the withdrawal changes would follow in 30 to 45 days",
      review: epfo,
    },
    {
      id: "epfo-code-changes",
      question: "What does the Code on Social Security change for EPF?",
      answer:
        "The biggest change is the definition of wages. Wages mean basic pay, dearness allowance and retaining allowance; where excluded items such as house rent or conveyance allowance come to more than half of total pay, the excess counts as wages. For many salary structures this raises the base on which provident fund is worked out.\n\nCoverage (20 or more employees) and the contribution rates stayed the same in the central rules of 8 May 2026, and a separate notification of 29 May 2026 kept the ₹15,000 ceiling. EPF is a central scheme run by EPFO, so the same rules apply whichever state you are in; there are no state rules to wait for on it.",
      date: "08",
      month: "May",
      dateNote: "8 May 2026: final central rules under the Labour Codes notified",
      review: reviewed(officialSources.epfo, officialSources.labourMinistry),
    },
  ],
};
