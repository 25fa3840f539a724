import type { MarketingIconName } from "../../contract/shared/marketing-icons.ts";

/** A step of the recruitment process (SPEC 3 "Step": number, icon, title, description). */
export interface Step {
  number: number;
  icon: MarketingIconName;
  title: string;
  description: string;
}

/** The four steps of /services/requirement-process, titled exactly as SPEC 2.6 names them. */
export const recruitmentSteps: Step[] = [
  {
    number: 1,
    icon: "target",
    title: "Understanding the Essentials",
    description:
      "We start with the job, not a pile of CVs: the work to be done, the skills that really matter, the salary range against the market and the notified minimum wage, the location and the joining date. You sign off a one-page role brief before we search.",
  },
  {
    number: 2,
    icon: "compass",
    title: "A Comprehensive Guide",
    description:
      "The brief becomes a written hiring plan: the job description, where we will look (our candidate bank, job portals, referrals, campuses), the interview stages, who decides at each stage and the dates. Everyone on your side knows what happens next.",
  },
  {
    number: 3,
    icon: "strategy",
    title: "Effective Recruitment Strategies",
    description:
      "We search actively rather than waiting for applications: targeted outreach, our network of 180+ experts across India, industry referrals and campus drives for entry roles. Every week you get a short report on who was approached and how the market is responding.",
  },
  {
    number: 4,
    icon: "screening",
    title: "Screening and Shortlisting",
    description:
      "Candidates are screened by phone, tested on the skills in the brief and checked for documents and references. You meet a shortlist of three to five with our notes on each; we then handle the offer, the appointment letter and PF and ESI enrolment on joining.",
  },
];
