import { officialSources, type OfficialSource } from "../../contract/legal-content/official-sources.ts";
import { toolLinks } from "./tool-links.ts";

/**
 * Copy of the compliance tools (/tools/*): titles, descriptions, field labels, hints and
 * messages. Figures are not written here: they come from contract/rules/labour-rules.ts through the calculations.
 */
export interface ToolPage {
  path: string;
  /** Menu and card label. */
  label: string;
  title: string;
  description: string;
  intro: string;
  /** The law the tool is about, old Act and Code named together. */
  lawNote: string;
  /** The authorities whose own sites publish the figures the tool uses, where to confirm them. */
  official: OfficialSource[];
}

export const toolsIndex = {
  path: "/tools",
  title: "Compliance tools for employers",
  description:
    "Free PF, ESI, gratuity and bonus calculators, a statutory due-date calendar with reminders, and a checker that tells you which labour laws apply to your establishment.",
  eyebrow: "HR Knowledge Center",
  intro:
    "Calculators that show their working, a calendar that keeps the dates, and a checker for what applies to you. Every figure says where it comes from.",
};

export const pfEsiPage: ToolPage = {
  ...toolLinks.pfEsi,
  title: "PF and ESI calculator",
  description:
    "Work out EPF (with the EPS split and the ₹15,000 ceiling) and ESI (0.75% and 3.25%, ₹21,000 ceiling) for one salary, on wages under the Code on Wages' 50% rule.",
  intro:
    "Enter one month's pay. The calculator works out wages under the Labour Codes, then the EPF, pension, EDLI and ESI shares, and says which rule produced each figure.",
  lawNote:
    "EPF and ESI (the Employees' Provident Funds and Miscellaneous Provisions Act, 1952 and the ESI Act, 1948, now under the Code on Social Security, 2020)",
  official: [officialSources.epfo, officialSources.esic, officialSources.labourMinistry, officialSources.gazette],
};

export const gratuityPage: ToolPage = {
  ...toolLinks.gratuity,
  title: "Gratuity calculator",
  description:
    "Work out gratuity at 15 days' wages per year of service, with the part-year rule, the 5-year and 1-year (fixed-term) eligibility rules and the ₹20 lakh ceiling.",
  intro:
    "Enter the last drawn wages and the length of service. You get the gratuity with its working, or a plain reason why it is not due yet.",
  lawNote: "Gratuity (the Payment of Gratuity Act, 1972, now under the Code on Social Security, 2020)",
  official: [officialSources.labourMinistry, officialSources.gazette],
};

export const bonusPage: ToolPage = {
  ...toolLinks.bonus,
  title: "Statutory bonus calculator",
  description:
    "Work out statutory bonus at 8.33% to 20% for one employee or a pasted list, with the ₹21,000 wage limit, the 30-day rule and the calculation ceiling.",
  intro:
    "Work out one employee's bonus, or paste a list from your payroll sheet and get every employee's bonus and the total.",
  lawNote: "Bonus (the Payment of Bonus Act, 1965, now under the Code on Wages, 2019)",
  official: [officialSources.labourMinistry, officialSources.labourRajasthan, officialSources.gazette],
};

export const calendarPage: ToolPage = {
  ...toolLinks.calendar,
  title: "Compliance calendar",
  description:
    "The main monthly and yearly statutory due dates for employers: wages, EPF, ESI, TDS deposits, Form 138, Form 130, bonus, the POSH report and Rajasthan's factory return. Month or list view, an iCalendar feed and e-mail reminders.",
  intro:
    "The dates an employer must keep each month and year, with what is due, where to file it and what missing it costs. Filter by state and kind of establishment, or subscribe in your calendar app.",
  lawNote: "Statutory dates under the Labour Codes, the EPF and ESI schemes and the Income-tax Act, 2025",
  official: [
    officialSources.epfo,
    officialSources.esic,
    officialSources.incomeTax,
    officialSources.labourMinistry,
    officialSources.rajfab,
  ],
};

export const whichLawsPage: ToolPage = {
  ...toolLinks.whichLaws,
  title: "Which labour laws apply to me?",
  description:
    "Answer a few questions about your establishment and see the main registrations, licences, contributions, registers and returns that apply under the Labour Codes, with the threshold that triggered each, and what the checker does not cover for your state.",
  intro:
    "Tell us where you are, what kind of establishment you run and how many people work there. We list what applies, why, who the authority is and where to file.",
  lawNote: "The four Labour Codes (in force since 21 November 2025) and the state laws that still apply",
  official: [
    officialSources.labourMinistry,
    officialSources.labourRajasthan,
    officialSources.epfo,
    officialSources.esic,
    officialSources.rajfab,
  ],
};

export const toolPages = [pfEsiPage, gratuityPage, bonusPage, calendarPage, whichLawsPage];

/** Shared wording of every tool page. */
export const toolCopy = {
  eyebrow: "HR Knowledge Center · Free tool",
  calculate: "Calculate",
  check: "Check what applies",
  show: "Show dates",
  formHeading: "Your details",
  resultHeading: "Result",
  fixHeading: "Please check these fields",
  caveatsHeading: "⚠ Figures to check",
  sourcesHeading: "Where the figures come from",
  sourcesNote:
    "Sources as listed in our fact sheet; “n.d.” means the page carries no date (read in November 2026). They are published summaries of the law, not the official notifications: confirm a figure on the official sites named at the top of this page.",
  officialHeading: "Official sources to confirm the figures",
  confirmOn: "confirm on",
  checkedMeaning:
    "“Last checked” means we checked the figures against published summaries of the law; it is not a check against each official notification.",
  privacy: "Your figures stay in this page's address so you can share or print it; we do not store them.",
  rulesChange:
    "Labour rules change often, and central and state rules under the Labour Codes are still being notified. Treat this as a guide and check the current position with the department or authority concerned before you act.",
  cta: {
    title: "Want us to handle this for you?",
    description:
      "Our team runs payroll compliance, registrations and returns for employers across Rajasthan and India.",
    callLabel: "Call our experts",
    contactLabel: "Talk to us about this",
  },
  optional: "Optional",
};

export const pfEsiFieldCopy = {
  basic: { label: "Basic pay a month (₹)", hint: "Required. Digits, for example 15000." },
  da: { label: "Dearness allowance a month (₹)" },
  retaining: { label: "Retaining allowance a month (₹)" },
  allowances: {
    label: "Other allowances counted as wages, a month (₹)",
    hint: "Special allowance and any other pay the Code does not list as excluded: it counts as wages.",
  },
  other: {
    label: "Excluded allowances a month (₹)",
    hint: "Only the items the Code lists as excluded: HRA, conveyance, overtime, commission, bonus and the like. Leave out gratuity and retrenchment pay.",
  },
  eps: {
    legend: "Is the employee in the pension scheme (EPS)?",
    message: "Choose whether the employee is in the pension scheme.",
    options: {
      auto: "Decide from this pay: a member at EPF wages up to the ceiling, not above it",
      yes: "Yes, a member of the pension scheme",
      no: "No: joined on or after 1 September 2014 with EPF wages above the ceiling, or aged 58 or more",
    },
  },
  state: { label: "State" },
  disability: { label: "The employee is a person with disability" },
  esiCoveredEarlier: { label: "Covered by ESI at the start of this contribution period (April or October)" },
  headings: {
    wages: "Wages under the Code",
    epf: "EPF on wages up to the ceiling",
    epfFull: "If you contribute on full wages",
    esi: "ESI",
    totals: "This month",
  },
};

export const gratuityFieldCopy = {
  wages: { label: "Last drawn monthly wages (₹)", hint: "Basic + DA + retaining allowance." },
  allowances: {
    label: "Other allowances counted as wages, a month (₹)",
    hint: "Special allowance and any other pay the Code does not list as excluded: it counts as wages.",
  },
  other: {
    label: "Excluded allowances a month (₹)",
    hint: "Only the items the Code lists as excluded (HRA, conveyance, overtime, commission and the like): the part above half of total pay is added to wages.",
  },
  years: { label: "Completed years of service", message: "Enter whole years of service from 0 to 60." },
  months: { label: "And months", message: "Enter months from 0 to 11." },
  type: {
    legend: "Employee type",
    message: "Choose the employee type.",
    options: { permanent: "Permanent", "fixed-term": "Fixed-term" },
  },
  covered: {
    legend: "Does the establishment employ 10 or more people?",
    message: "Say whether the establishment employs 10 or more people.",
    options: { yes: "Yes", no: "No" },
  },
  exit: {
    legend: "Reason for leaving",
    message: "Choose the reason for leaving.",
    options: {
      leaving: "Resignation, retirement or termination",
      "death-disablement": "Death or disablement",
    },
  },
};

export const bonusFieldCopy = {
  mode: {
    legend: "Calculate for",
    message: "Choose one employee or a list.",
    options: { one: "One employee", list: "A pasted list" },
  },
  wages: {
    label: "Monthly wages (₹)",
    hint: "Basic + DA and any allowance the Code does not list as excluded (special allowance counts), with any add-back under the 50% rule.",
  },
  months: { label: "Months of wages in the accounting year", message: "Enter months from 0 to 12." },
  days: { label: "Days worked in the accounting year", message: "Enter days worked from 0 to 366." },
  csv: {
    label: "Employees, one a line",
    hint: "Name, monthly wages, months of wages, days worked — separated by commas or tabs (paste from a spreadsheet). A header line is fine.",
    placeholder: "Asha Verma, 12000, 12, 290\nRavi Kumar, 9500, 8, 200",
  },
  rate: {
    label: "Bonus percentage",
    hint: "From 8.33 (the minimum) to 20 (the maximum).",
    message: "Enter a bonus percentage from 8.33 to 20.",
  },
  minimumWage: {
    label: "Minimum wage a month for the employment (₹)",
    hint: "Bonus is worked on this when it is above ₹7,000. Filled in with Rajasthan's unskilled rate.",
  },
  covered: {
    legend: "Does the establishment employ 20 or more people?",
    message: "Say whether the establishment employs 20 or more people.",
    options: { yes: "Yes", no: "No" },
  },
  listHeading: "Bonus for each employee",
  total: "Total bonus",
  columns: { name: "Employee", result: "Bonus", working: "Working" },
};

export const calendarCopy = {
  state: { label: "State" },
  kind: { label: "Establishment", all: "Every kind of establishment" },
  view: { legend: "View", month: "Month", list: "List of the next 12 months" },
  previous: "Previous month",
  next: "Next month",
  weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  noDates: "No due dates this month for this filter.",
  what: "What is due",
  how: "How",
  where: "Where",
  consequence: "If missed",
  applies: "Applies to",
  guide: "Read more",
  subscribe: {
    heading: "Add these dates to your calendar",
    text: "Subscribe to the feed in Google Calendar, Outlook or Apple Calendar (it updates itself), or download it once.",
    link: "Subscribe (iCalendar feed)",
    download: "Download .ics",
  },
  reminders: {
    heading: "E-mail reminders",
    text: "We e-mail you three days before each date in this calendar (your filter is kept). You join our mailing list and can stop the reminders with one click in any of them.",
    email: "Email for reminders",
    button: "Send me reminders",
    sent: "Check your inbox: we have sent a link to confirm the reminders.",
    invalid: "Please enter a valid email address.",
  },
  caveatsNote:
    "Dates are the statutory ones and do not move when they fall on a Sunday or a national holiday; an authority may extend a date by notice. Not listed: professional tax and labour welfare fund dates outside Rajasthan, the bonus annual return, and returns under the contract-labour and OSH rules.",
  closedDayFeed:
    "If this date falls on a Sunday or a national holiday it does not move: pay or file by the working day before.",
};

export const whichLawsFieldCopy = {
  state: { label: "State" },
  kind: { label: "Kind of establishment", message: "Choose the kind of establishment." },
  employees: {
    label: "People working there",
    hint: "Everyone: on your rolls and through contractors.",
    message: "Enter the number of people from 1 to 10,00,000.",
  },
  women: { label: "Of whom women", message: "Enter a number from 0 up to the people working there." },
  contract: { label: "Of whom through contractors", message: "Enter a number from 0 up to the people working there." },
  upTo15k: {
    label: "Of whom earning up to ₹15,000 a month",
    message: "Enter a number from 0 up to those earning up to ₹21,000.",
  },
  upTo21k: {
    label: "Of whom earning up to ₹21,000 a month",
    message: "Enter a number from 0 up to the people working there.",
  },
  headings: {
    applies: "What applies",
    notApplicable: "What does not apply (yet)",
    trigger: "Why",
    authority: "Authority",
    portal: "Where",
    guide: "Read more",
  },
  categories: {
    registration: "Registration",
    licence: "Licence",
    contribution: "Contribution",
    register: "Register",
    return: "Return",
    welfare: "Welfare",
    policy: "Policy",
  },
  cta: "Talk to us about this",
  coverage: {
    heading: "What this checker covers, and what it does not",
    covers:
      "It covers the duties that follow from the central Labour Codes and schemes at your headcount: wages and appointment letters, OSH registration, the contractor licence, factory and mine thresholds, EPF, ESI, gratuity, bonus, maternity benefit, crèche, POSH, canteen, ambulance room and lay-off permission.",
    rajasthan:
      "For Rajasthan it also covers shops registration, the common registers, factory plan approval and the factory return, and it knows that Rajasthan levies no professional tax and has no labour welfare fund.",
    otherState: (state: string) =>
      `For ${state} it does not cover the state's own rules: shops registration thresholds and fees, registers and returns under state law, the factory annual return, or professional tax and labour welfare fund rates and dates. Check those with the state.`,
    never:
      "In no state does it cover licences under other laws (see the licence directory) or the annual returns under the bonus, contract-labour and OSH rules, and it gives no due dates (see the compliance calendar).",
  },
};
