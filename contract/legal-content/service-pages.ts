import { officialSources, reviewed, type LegalReview } from "./official-sources.ts";
import type { MarketingIconName } from "../shared/marketing-icons.ts";

/**
 * The ten /services/{slug} pages (SPEC 2.6). Three layouts: "call" pages end with a Call Our
 * Experts button, "listed" pages with a contact section, and the recruitment page shows its four
 * steps (app/content/recruitment.ts). Legal figures follow ../shared/content-facts.md, corrected
 * after the content audit of 24 November 2026 (docs/decisions/025-legal-corrections-and-sources.md);
 * each page names both the old Act and the Labour Code that now holds it, and carries its own review
 * date and official sources.
 */
export interface ServicePageBase {
  slug: string;
  /** The page's h1 and the start of its <title>. */
  title: string;
  /** The meta description: unique per page. */
  description: string;
  eyebrow: string;
  intro: string;
  icon: MarketingIconName;
  illustration: { src: string; alt: string };
  listHeading: string;
  points: string[];
  /** The laws this service touches, each naming the old Act and the Code that now holds it. */
  laws: string[];
  /** When the page's legal points were last checked, and the official sources they rest on. */
  review: LegalReview;
}

export interface CallServicePage extends ServicePageBase {
  layout: "call";
  call: { heading: string; text: string };
}

export interface ListedServicePage extends ServicePageBase {
  layout: "listed";
  contact: { heading: string; text: string };
}

export interface StepsServicePage extends ServicePageBase {
  layout: "steps";
  contact: { heading: string; text: string };
}

export type ServicePage = CallServicePage | ListedServicePage | StepsServicePage;

/** Shown on every service page with its review date: the rules move, and readers must check before they act. */
export const reviewNoteText =
  "The four Labour Codes have been in force since 21 November 2025, and central and state rules under them are still being notified, so figures, forms and due dates change. Rajasthan is still in transition. Treat this page as a summary and check the current position with the department or authority concerned, or ask us, before you act.";

const { epfo, esic, labourMinistry, labourRajasthan } = officialSources;

const callDefault = {
  heading: "Talk to a compliance expert today",
  text: "Tell us about your business on a short call. We will tell you what applies to you, what is missing and what it would take to fix it, with no obligation.",
};

const contactDefault = {
  heading: "Get a plan for your business",
  text: "Send us a few details through the enquiry form or call us. A consultant will reply within one working day with what applies to you and a fixed quote.",
};

export const servicePages: ServicePage[] = [
  {
    slug: "flexi-staffing",
    layout: "call",
    title: "Flexi Staffing",
    description:
      "Temporary, contract and fixed-term staff on our payroll, with wages, PF, ESI and contract labour licensing handled. Flexi staffing for factories, warehouses, retail and offices.",
    eyebrow: "Staffing",
    intro:
      "Seasonal peaks, new projects and vacancies that cannot wait: we place trained people at your site within days and keep them on our rolls. We pay their wages, deposit their PF and ESI and keep the registers, so your headcount can flex without a compliance gap landing on you.",
    icon: "staffing",
    illustration: {
      src: "/images/services/staffing.svg",
      alt: "Three workers in safety helmets and office wear standing beside a calendar",
    },
    listHeading: "What flexi staffing includes",
    points: [
      "Temporary, contract and fixed-term staff for factories, warehouses, retail stores, offices and field roles, sourced and screened by our recruiters.",
      "Every worker employed on our payroll with an appointment letter, which the Labour Codes now make compulsory for every worker.",
      "Attendance, wages and payslips, paid at or above the notified minimum wage for the skill level, and by the 7th of the following month as the Code on Wages expects.",
      "PF and ESI registration, monthly contributions and returns for every deployed person, with the challans shared with you each month.",
      "Fixed-term staff on the same wages and benefits as your permanent staff doing the same work, with gratuity after one year of continuous service under the Code on Social Security, 2020.",
      "Contract labour licensing where it applies: 50 or more contract workers, the threshold Rajasthan adopted in 2014 and the OSH Code now uses nationally.",
      "Replacements for exits and no-shows, and full and final settlement within two working days of a worker leaving.",
    ],
    laws: [
      "Contract Labour (Regulation and Abolition) Act, 1970, now the Occupational Safety, Health and Working Conditions (OSH) Code, 2020",
      "Minimum Wages Act, 1948 and Payment of Wages Act, 1936, now the Code on Wages, 2019",
      "EPF and ESI Acts and the Payment of Gratuity Act, 1972, now the Code on Social Security, 2020",
    ],
    review: reviewed(labourRajasthan, labourMinistry, epfo, esic),
    call: callDefault,
  },
  {
    slug: "vendor-audit",
    layout: "call",
    title: "Vendor Audit",
    description:
      "Contractor and vendor compliance audits for principal employers: PF, ESI, minimum wages, licences and registers checked on site and on the portals, with a scored report.",
    eyebrow: "Audit",
    intro:
      "As the principal employer you answer for the contractors who work on your premises: if a contractor fails to pay PF, ESI or minimum wages, the dues can be claimed from you. We run 50+ vendor audits every month, checking each vendor against the records, the government portals and what we see on site, and we tell you plainly who is compliant and who is not.",
    icon: "audit",
    illustration: {
      src: "/images/services/audit.svg",
      alt: "A magnifying glass over a vendor register with ticks and one flagged line",
    },
    listHeading: "What we check for every vendor",
    points: [
      "The contractor's licence where 50 or more contract workers are engaged, and your establishment's own registration under the OSH Code, which replaced the old Act's separate principal-employer registration.",
      "PF challans and monthly ECRs matched against the contractor's deployed headcount and wages, with UANs checked for Aadhaar seeding.",
      "ESI contributions (0.75% from the employee, 3.25% from the employer) for every worker earning up to ₹21,000 a month.",
      "Wage registers and bank statements against the current minimum wage for each skill level, and pay dates against the Code on Wages.",
      "Attendance, overtime and leave records, appointment letters, and the registers your state's rules require.",
      "Safety, welfare and anti-harassment (POSH) arrangements seen on site, not only on paper.",
      "A scored report for each vendor, the gaps with deadlines, and a follow-up visit to confirm they are closed.",
    ],
    laws: [
      "Contract Labour (Regulation and Abolition) Act, 1970, now the OSH Code, 2020",
      "EPF and ESI Acts, now the Code on Social Security, 2020",
      "Minimum Wages Act, 1948 and Payment of Wages Act, 1936, now the Code on Wages, 2019",
    ],
    review: reviewed(labourRajasthan, epfo, esic),
    call: callDefault,
  },
  {
    slug: "payroll-services",
    layout: "listed",
    title: "Payroll Services",
    description:
      "Outsourced monthly payroll for Indian employers: payslips, bank files, PF, ESI and TDS, salary structures fit for the Labour Codes' wage rule, and timely full and final settlements.",
    eyebrow: "Payroll",
    intro:
      "Accurate salaries, on time, every month, with every statutory deduction worked out and deposited. We run payroll from your attendance and leave data and hand back payslips, bank transfer files and reports your accounts team can post straight away.",
    icon: "payroll",
    illustration: {
      src: "/images/services/payroll.svg",
      alt: "A payslip with a rupee symbol next to a calculator and a calendar",
    },
    listHeading: "What our payroll service covers",
    points: [
      "Salary structures that follow the Labour Codes' definition of wages: basic pay, DA and retaining allowance should make up at least half of pay, or the excess allowances count as wages for PF, gratuity and bonus.",
      "Monthly payroll from attendance, leave and overtime inputs, with a payslip for every employee and a bank transfer file.",
      "PF at 12% from the employee and 12% from the employer (split 3.67% to EPF and 8.33% to the pension scheme, which is worked on wages up to ₹15,000), with the ECR filed and paid by the 15th of the next month.",
      "ESI at 0.75% from the employee and 3.25% from the employer for staff earning up to ₹21,000 a month, paid by the 15th of the next month.",
      // Checked with the search tool on 24 November 2026 (decision 025): the Income-tax Act, 2025 (No. 30 of
      // 2025) is in force from 1 April 2026 (Gazette: egazette.gov.in/WriteReadData/2025/265620.pdf); the
      // Income-tax Rules, 2026 (G.S.R. 198(E), 20 March 2026; text at taxheal.com) replace Form 16 with Form 130
      // (blog.saginfotech.com, taxguru.in, fimaco.in of 15 May 2026) and Form 24Q with Form 138 (TaxTMI,
      // 2 April 2026). Form 16 still serves salary paid up to 31 March 2026.
      "TDS on salaries under the Income-tax Act, 2025, investment declarations, the quarterly TDS statement (Form 138, formerly Form 24Q) and the year-end salary TDS certificate (Form 130, which replaced Form 16 from the 2026-27 tax year).",
      "Bonus, gratuity and leave encashment worked out, and full and final settlement within two working days of exit.",
      "Rajasthan specifics handled: the state levies no professional tax and has no Labour Welfare Fund, so neither is deducted here.",
    ],
    laws: [
      "Payment of Wages Act, 1936, Minimum Wages Act, 1948 and Payment of Bonus Act, 1965, now the Code on Wages, 2019",
      "EPF and ESI Acts and the Payment of Gratuity Act, 1972, now the Code on Social Security, 2020",
      "Income-tax Act, 2025, in force since 1 April 2026 in place of the Income-tax Act, 1961 (TDS on salaries)",
    ],
    review: reviewed(epfo, esic, labourMinistry, officialSources.incomeTax),
    contact: {
      heading: "Hand over your next payroll run",
      text: "Send us last month's salary register. We will show you, free of charge, what we would change and what it would cost to run it for you.",
    },
  },
  {
    slug: "establishment-compliances",
    layout: "listed",
    title: "Establishment Compliances",
    description:
      "Rajasthan Shops and Commercial Establishments Act compliance: registration where still required, working hours and overtime under the 2026 amendment, weekly offs, registers and POSH.",
    eyebrow: "Shops and establishments",
    intro:
      "Shops, offices, showrooms, warehouses, hotels and restaurants in Rajasthan come under the Rajasthan Shops and Commercial Establishments Act, 1958, which has changed more since 2024 than in the decades before. We register you where it is required, set your hours and holidays to the current rules and keep your registers ready for inspection.",
    icon: "establishment",
    illustration: {
      src: "/images/services/establishment.svg",
      alt: "A shop front and an office building with a registration certificate",
    },
    listHeading: "What we take care of",
    points: [
      "Registration on the Labour Department portal: one-time, with no renewal since 2019. Since a notification of 19 August 2025, establishments with up to 10 workers need not register, though their other labour duties remain.",
      "Working hours set to the 2026 state amendment: up to 10 hours a day within 48 hours a week, a half-hour break after at most 6 hours, and overtime capped at 144 hours a quarter, recorded and paid. The OSH Code's daily norm is 8 hours, and the cap that finally applies depends on Rajasthan's rules under the Code, so we confirm it before you change shifts.",
      "Weekly holidays, including the rotational weekly-off exemption for registered establishments and the appointment letters and notices it requires.",
      "Night work for women in registered establishments where you need it: the woman's consent, safe transport, ID cards, rest rooms and lockers, anti-harassment measures, and no night duty for three months before and after childbirth.",
      "Child and adolescent labour kept out: no one under 14 at work and no night work for workers aged 14 to 18.",
      "Common registers of employees, wages, deductions and attendance under Rajasthan's 2017 ease-of-compliance rules.",
      "An Internal Committee, policy and annual report under the POSH Act for workplaces with 10 or more employees.",
    ],
    laws: [
      "Rajasthan Shops and Commercial Establishments Act, 1958, as amended in 2026 (a replacement law has been proposed but not enacted)",
      "Minimum Wages and Payment of Wages Acts, now the Code on Wages, 2019",
      "Sexual Harassment of Women at Workplace (POSH) Act, 2013",
    ],
    review: reviewed(labourRajasthan, labourMinistry, officialSources.sheBox),
    contact: contactDefault,
  },
  {
    slug: "factory-compliance",
    layout: "listed",
    title: "Factory Compliances",
    description:
      "Factory licensing and compliance in Rajasthan under the Factories Act, 1948, now the OSH Code, 2020: RajFAB approvals, hours and overtime, welfare facilities and annual returns.",
    eyebrow: "Factories",
    intro:
      "A factory needs approvals before it starts, safety and welfare arrangements while it runs and returns every year. The Factories Act, 1948 is now part of the Occupational Safety, Health and Working Conditions Code, 2020, while state rules and the RajFAB portal still drive day-to-day compliance in Rajasthan. We handle all of it.",
    icon: "factory",
    illustration: {
      src: "/images/services/factory.svg",
      alt: "A factory building with a licence document and a safety helmet",
    },
    listHeading: "What we take care of",
    points: [
      "Coverage checked first: in Rajasthan a factory is 20 or more workers with power, or 40 or more without, the same thresholds the OSH Code now uses nationally.",
      "Plan approval, registration, licence, renewals and amendments on the RajFAB portal; plan approval is not needed for non-hazardous factories with up to 50 workers. We also check how the OSH Code's registration of establishments with 10 or more workers applies to your unit.",
      "Notice of occupation filed at least 15 days before the premises are used as a factory.",
      "Working hours within 48 a week, with the daily limit as set by current state rules, rest intervals and a weekly holiday; overtime paid at twice the ordinary rate.",
      "Welfare facilities sized to your headcount: first-aid boxes, shelters or a lunch room above 150 workers, a canteen (above 250 workers under the Factories Act, 100 under the OSH Code), a crèche (under the Factories Act where more than 30 women work, and under the Code on Social Security wherever 50 or more employees work), free annual health check-ups for workers aged 40 or more, and welfare and safety officers where thresholds apply.",
      "The annual Single Integrated Return on RajFAB, accident notices, and boiler registration under the Boilers Act, 2025.",
      "Registers, notices and abstracts kept and displayed for inspection.",
    ],
    laws: [
      "Factories Act, 1948, now the OSH Code, 2020 (Rajasthan rules and 2025 state amendments continue in transition)",
      "Boilers Act, 2025",
      "Payment of Wages and Minimum Wages Acts, now the Code on Wages, 2019",
    ],
    review: reviewed(officialSources.rajfab, labourMinistry),
    contact: contactDefault,
  },
  {
    slug: "risk-audit",
    layout: "call",
    title: "Compliance Risk Audit",
    description:
      "A labour-law compliance risk audit for Indian employers: registrations, wages, PF, ESI, bonus, gratuity, licences and POSH checked and ranked by risk, with an action plan.",
    eyebrow: "Audit",
    intro:
      "A labour inspection should never be the first time someone checks your records. Our audit reviews every registration, register, return and payment against the laws that apply to you, and ranks what we find by risk so you fix the expensive problems first.",
    icon: "risk",
    illustration: {
      src: "/images/services/compliance.svg",
      alt: "A shield with a tick beside a checklist and a warning flag",
    },
    listHeading: "What the audit covers",
    points: [
      "An applicability map: which laws, registrations and licences apply to each of your sites, by headcount, activity and state.",
      "Your wage structure tested against the Labour Codes' 50% wage rule and the notified minimum wages.",
      "PF (establishments with 20 or more employees) and ESI (10 or more) coverage, contributions and due dates, with the interest exposure on late payments worked out.",
      "Bonus (20 or more persons; 8.33% to 20%), gratuity and maternity-benefit liabilities checked against your records.",
      "Shops, factory and contract labour registrations and licences, with their renewals where they apply and their conditions.",
      "The POSH Internal Committee, policy and annual report; a first default can be fined up to ₹50,000.",
      "A risk-rated report with the evidence, the fix and a target date for each finding, walked through with your management.",
    ],
    laws: [
      "Code on Wages, 2019 (formerly the Minimum Wages, Payment of Wages and Payment of Bonus Acts)",
      "Code on Social Security, 2020 (formerly the EPF, ESI, Payment of Gratuity and Maternity Benefit Acts)",
      "OSH Code, 2020 (formerly the Factories and Contract Labour Acts) and the POSH Act, 2013",
    ],
    review: reviewed(labourMinistry, epfo, esic, officialSources.sheBox),
    call: callDefault,
  },
  {
    slug: "requirement-process",
    layout: "steps",
    title: "Recruitment Process",
    description:
      "Our four-step recruitment process: understanding the essentials, a comprehensive hiring guide, effective recruitment strategies, and screening and shortlisting, through to joining.",
    eyebrow: "Recruitment",
    intro:
      "Good hires come from a process, not luck. Ours has four steps, each with something you sign off, so you see candidates who fit the role and the budget, and every new joiner starts with the paperwork the law now requires.",
    icon: "recruitment",
    illustration: {
      src: "/images/services/recruitment.svg",
      alt: "Candidate profile cards with one selected and marked with a tick",
    },
    listHeading: "Compliant from the first day",
    points: [
      "An appointment letter for every new joiner, now compulsory for every worker under the Labour Codes.",
      "PF and ESI enrolment on joining, with UAN and Aadhaar seeding done before the first ECR.",
      "Vacancy reporting to the government career centre under the Code on Social Security, 2020, where the rules require it.",
    ],
    laws: [
      "Code on Social Security, 2020 (formerly the EPF and ESI Acts and the Employment Exchanges Act)",
      "Code on Wages, 2019 (formerly the Minimum Wages Act)",
    ],
    review: reviewed(labourMinistry, epfo, esic, officialSources.ncs),
    contact: {
      heading: "Have a role to fill?",
      text: "Share the role and the joining date. We will come back within one working day with a role brief, a timeline and a fixed fee.",
    },
  },
  {
    slug: "mines",
    layout: "call",
    title: "Mines Compliances",
    description:
      "Mines compliance under the Mines Act, 1952, now the OSH Code, 2020: DGMS notices, manager appointments, working hours, registers, accident reporting and annual returns.",
    eyebrow: "Mines",
    intro:
      "Mines carry the strictest safety regime in Indian labour law, and it applies whatever your headcount. The Mines Act, 1952 is now part of the OSH Code, 2020, and the Directorate General of Mines Safety (DGMS) remains the regulator. We keep owners, agents and managers, who are each responsible, on the right side of it.",
    icon: "mines",
    illustration: {
      src: "/images/services/mines.svg",
      alt: "A mine entrance with a rail cart, a pickaxe and a safety helmet",
    },
    listHeading: "What we take care of",
    points: [
      "Notice of opening to DGMS before mining operations start, and the appointment of a qualified manager and other statutory officials.",
      "Working hours within the Mines Act, 1952 limits that continue during the transition: above ground 48 hours a week and 9 a day, below ground 48 a week and 8 a day, no more than six days a week, and overtime at twice the ordinary rate. The OSH Code's daily norm is 8 hours, so we confirm the current limits with DGMS.",
      "Registers of attendance, wages and overtime, and the notices to be displayed at the mine.",
      "Reporting of accidents, dangerous occurrences and notified diseases, and the annual returns to DGMS.",
      "Training and crèche duties under the Mines Vocational Training Rules, 1966 and the Mines Crèche Rules, 1966: rules made under the repealed Mines Act that continue through the OSH Code's savings clause until new rules replace them. The Code on Social Security also requires a crèche wherever 50 or more employees work.",
      "Liaison with the state Mines and Geology Department on leases and permits, and with the Indian Bureau of Mines on mining plans.",
      "Model standing orders for mining, notified in May 2026, adapted for your workforce.",
    ],
    laws: [
      "Mines Act, 1952, now the OSH Code, 2020 (DGMS remains the regulator)",
      "Mines Rules, 1955 and the mine regulations administered by DGMS, made under the repealed Mines Act and continuing during the transition",
      "Industrial Employment (Standing Orders) Act, 1946, now the Industrial Relations Code, 2020",
    ],
    review: reviewed(officialSources.dgms, labourMinistry, officialSources.minesRajasthan, officialSources.ibm),
    call: callDefault,
  },
  {
    slug: "vendor-compliance",
    layout: "listed",
    title: "Vendor Compliances",
    description:
      "Compliance support for contractors and service vendors: contractor licence, PF and ESI, wage registers and a monthly compliance pack that principal employers accept.",
    eyebrow: "For contractors",
    intro:
      "Large clients now audit their contractors before they release payment. We help contractors and service vendors build the compliance file principal employers ask for, and keep it current every month, so invoices are not held up and contracts are renewed.",
    icon: "vendor",
    illustration: {
      src: "/images/services/vendor.svg",
      alt: "Two hands shaking over a contract with a compliance folder",
    },
    listHeading: "What we take care of",
    points: [
      "Your contractor licence where you deploy 50 or more workers, with renewals and amendments.",
      "Your own PF and ESI registrations, monthly ECRs and ESI contributions, and site-wise challan proofs for each client.",
      "Wage registers, attendance and payslips that show at least the minimum wage for each skill level, paid on time.",
      "An appointment letter for every worker, and ID cards where the client requires them.",
      "A monthly compliance pack for each principal employer: challans, registers, headcount reconciliation and declarations.",
      "Preparation for client vendor audits, and a consultant beside you on the day.",
    ],
    laws: [
      "Contract Labour (Regulation and Abolition) Act, 1970, now the OSH Code, 2020",
      "EPF and ESI Acts, now the Code on Social Security, 2020",
      "Minimum Wages and Payment of Wages Acts, now the Code on Wages, 2019",
    ],
    review: reviewed(labourRajasthan, epfo, esic),
    contact: {
      heading: "Make your next client audit a formality",
      text: "Tell us how many workers you deploy and for which clients. We will list what your file is missing and quote a monthly fee.",
    },
  },
  {
    slug: "payroll-compliance",
    layout: "call",
    title: "Payroll Compliances",
    description:
      "Statutory payroll compliance: PF ECR and ESI by the 15th, UAN and Aadhaar seeding, minimum wage revisions, bonus and gratuity, with challans and a monthly filing report.",
    eyebrow: "Payroll",
    intro:
      "Payroll compliance is the part of payroll that inspectors and auditors look at: deductions, deposits, returns and due dates. We take over the statutory side of your payroll, even if you pay salaries in-house, and deposit every rupee deducted with the right authority by its due date.",
    icon: "compliance",
    illustration: {
      src: "/images/services/payroll.svg",
      alt: "A payslip with a rupee symbol next to a calculator and a calendar",
    },
    listHeading: "What we file and deposit for you",
    points: [
      "PF: 12% from the employee and 12% from the employer, EDLI and admin charges, with the ECR filed and paid by the 15th of the next month. Late payment draws interest at 12% a year plus damages.",
      "ESI: 0.75% from the employee and 3.25% from the employer for staff earning up to ₹21,000 a month (₹25,000 for persons with disability), paid by the 15th. Late payment draws simple interest at 12% a year, and ESIC can also levy damages.",
      "UAN generation and Aadhaar seeding, because an ECR cannot include members whose Aadhaar is not verified.",
      "Minimum wage revisions applied as soon as the state notifies them, and the Code on Wages' pay dates: monthly wages by the 7th and settlement within two working days of exit.",
      "Bonus (8.33% to 20%) for eligible staff of establishments with 20 or more persons, and gratuity provisioning.",
      "A monthly compliance calendar and a report of everything filed, with challans and acknowledgements.",
    ],
    laws: [
      "Employees' Provident Funds and Miscellaneous Provisions Act, 1952 and Employees' State Insurance Act, 1948, now the Code on Social Security, 2020",
      "Minimum Wages Act, 1948, Payment of Wages Act, 1936 and Payment of Bonus Act, 1965, now the Code on Wages, 2019",
    ],
    review: reviewed(epfo, esic, labourMinistry),
    call: callDefault,
  },
];
