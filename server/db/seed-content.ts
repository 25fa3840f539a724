import { officialSources, type OfficialSource } from "../../contract/legal-content/official-sources.ts";
import type { PostCategory } from "../../contract/api/posts.ts";

/**
 * Sample posts for an empty database: every category, written from ../shared/content-facts.md and
 * corrected after the content audit of 24 November 2026. Each post has a fixed publication time, so
 * a post's date says when its law was written up, whenever the database is seeded. Blog posts end
 * with their review date and a check-first line; case studies and reviews say they are samples.
 */
export interface SeedPost {
  title: string;
  category: PostCategory;
  tag: string;
  excerpt: string;
  content: string;
  author?: string;
  rating?: number;
  /** UTC ISO time of publication. */
  publishedAt: string;
}

/**
 * The closing line of a blog post on the law: its review date, what the review was against, and the
 * authority's official site to check with (as the sanitizer writes a link, since seeds skip it).
 */
const reviewedLine = (authority: string, source: OfficialSource) =>
  `<p><em>Last reviewed on 24 November 2026 against published summaries of the law. Labour rules change often: check the current position with ${authority} (official site: <a href="${source.url}" rel="noopener noreferrer nofollow" target="_blank">${source.name}</a>) before you act.</em></p>`;

const sampleCaseStudy =
  "<p><em>Sample case study: it shows how our case studies will read and does not describe a real client.</em></p>";

const sampleReview =
  "<p><em>Sample review: it shows how client reviews will appear here and is not from a real client.</em></p>";

export const seedPosts: SeedPost[] = [
  {
    title: "The four Labour Codes are in force: what changes for employers",
    category: "blog",
    tag: "Labour Codes",
    publishedAt: "2026-11-21T04:30:00.000Z",
    excerpt:
      "All four Labour Codes took effect on 21 November 2025. Here is what changed, what stays the same during the transition, and what to check first.",
    content:
      "<h2>Four Codes, twenty-nine old laws</h2><p>From <strong>21 November 2025</strong> the Code on Wages, the Industrial Relations Code, the Code on Social Security and the Occupational Safety, Health and Working Conditions (OSH) Code are in force. Together they replace 29 central labour laws.</p><h3>What employers should look at first</h3><ul><li>The new definition of wages and the 50% rule, which can raise the base for PF, gratuity and bonus.</li><li>Appointment letters for every worker.</li><li>Wages paid by the 7th of the following month, and full and final settlement within two working days of exit.</li><li>Gratuity after one year of continuous service for fixed-term employees.</li></ul><p>Central rules under all four Codes were notified on 8 May 2026, but each state notifies its own rules. Rajasthan is still in transition, so existing state rules continue to apply for now.</p>" +
      reviewedLine("the department concerned", officialSources.labourMinistry),
  },
  {
    title: "ESIC contributions in 2026: rates, wage limit and due dates",
    category: "blog",
    tag: "ESIC",
    publishedAt: "2026-11-10T04:30:00.000Z",
    excerpt:
      "Employees pay 0.75% and employers 3.25% of wages. A short guide to coverage, due dates and the benefits your staff can claim.",
    content:
      "<h2>Who is covered</h2><p>ESI applies to establishments with 10 or more persons and covers employees earning up to ₹21,000 a month (₹25,000 for persons with disability).</p><h2>Rates</h2><p>The employee pays <strong>0.75%</strong> and the employer <strong>3.25%</strong> of wages, 4% in all. Wages here are wages as the Code on Social Security defines them (with the 50% rule), not gross pay, and ESIC has asked employers to re-check coverage on that basis. Employees whose average daily wage is up to ₹176 pay no employee share; the employer still pays 3.25%.</p><h2>Due dates</h2><p>Contributions are due by the 15th of the following month. Late payment attracts simple interest at 12% a year, and ESIC can also levy damages that grow with the delay.</p><p>ESI now sits under the Code on Social Security, 2020. It is a central scheme run by ESIC, so its rates and due dates are the same in every state.</p>" +
      reviewedLine("ESIC", officialSources.esic),
  },
  {
    title: "EPF wage ceiling stays at ₹15,000: what it means for payroll",
    category: "blog",
    tag: "EPFO",
    publishedAt: "2026-06-05T04:30:00.000Z",
    excerpt:
      "The Labour Ministry re-notified the ₹15,000 ceiling under the Social Security Code on 29 May 2026. Here is how the 12% employer share splits.",
    content:
      "<h2>The ceiling</h2><p>EPF applies to establishments with 20 or more employees. The wage ceiling remains ₹15,000 a month (basic, DA and retaining allowance), re-notified on 29 May 2026.</p><h2>The split</h2><ul><li>Employee: 12% of EPF wages to the PF account.</li><li>Employer: 12%, of which 3.67% goes to EPF and 8.33% to EPS (on wages up to ₹15,000, so at most ₹1,250 a month; the rest of the 12% goes to EPF).</li><li>EDLI: 0.5%; admin charges 0.50% of EPF wages.</li></ul><p>Contributions and the ECR are due by the 15th of the next month. EPF is a central scheme run by EPFO, so the same rules apply in every state.</p>" +
      reviewedLine("EPFO", officialSources.epfo),
  },
  {
    title: "Shops and establishments in Rajasthan: the 2025-2026 amendments",
    category: "blog",
    tag: "Shops Act",
    publishedAt: "2026-03-20T04:30:00.000Z",
    excerpt:
      "Small establishments with up to 10 workers no longer register, the 2026 amendment allows 10-hour days (subject to the OSH Code's 8-hour norm) and 144 hours of overtime a quarter.",
    content:
      "<h2>Registration</h2><p>Since 19 August 2025, establishments in Rajasthan with up to 10 workers are exempt from registration under the Rajasthan Shops and Commercial Establishments Act, 1958. Other labour duties still apply to them.</p><h2>Hours</h2><p>The 2026 amendment raises daily hours from 9 to 10, keeps 48 hours a week, allows up to 6 hours of work before a half-hour break and raises the overtime cap to 144 hours a quarter.</p><p>The OSH Code sets a daily norm of 8 hours, and the cap that finally applies in Rajasthan depends on the state's rules under the Code, so confirm it before planning 10-hour shifts. This post covers Rajasthan only; other states' shops laws differ.</p>" +
      reviewedLine("the Labour Department, Rajasthan", officialSources.labourRajasthan),
  },
  {
    title: "Sample case study: how a garment unit cleared three years of PF and ESIC arrears",
    category: "case-studies",
    tag: "Payroll Compliance",
    publishedAt: "2026-09-15T04:30:00.000Z",
    excerpt:
      "Sample case study. A 180-worker unit in Jaipur faced notices for missed ESIC and EPF filings; the wage registers were rebuilt and the arrears settled in ten weeks.",
    content:
      sampleCaseStudy +
      "<h2>The problem</h2><p>The unit had grown from 40 to 180 workers without updating its registrations. Contract workers were missing from the ECR, and several UANs were not seeded with Aadhaar.</p><h2>What we did</h2><ol><li>Reconciled three years of attendance and wage registers.</li><li>Seeded Aadhaar for every member and filed the pending ECRs.</li><li>Set up a monthly calendar for the 15th-of-the-month deadlines.</li></ol><h2>The result</h2><p>All notices were closed and the unit now files on time every month.</p>",
  },
  {
    title: "Sample case study: a vendor audit programme for a logistics company with 60 contractors",
    category: "case-studies",
    tag: "Vendor Audit",
    publishedAt: "2026-10-12T04:30:00.000Z",
    excerpt:
      "Sample case study. Monthly vendor audits cut contractor non-compliance from one in three to fewer than one in twenty within two quarters.",
    content:
      sampleCaseStudy +
      "<h2>Context</h2><p>The principal employer relied on 60 manpower contractors across four warehouses and had no view of their PF, ESIC and wage payments.</p><h2>Approach</h2><p>We introduced a monthly audit checklist covering licences, wage registers, challans and attendance, with a score for each vendor.</p><h2>Outcome</h2><p>Within two quarters fewer than one contractor in twenty had open findings.</p>",
  },
  {
    title: "Sample case study: factory licence and plan approval on RajFAB in six weeks",
    category: "case-studies",
    tag: "Factory Compliance",
    publishedAt: "2026-07-20T04:30:00.000Z",
    excerpt:
      "Sample case study. A new food-processing plant needed plan approval, registration and a licence before production; the RajFAB filings were handled end to end.",
    content:
      sampleCaseStudy +
      "<h2>Brief</h2><p>A food-processing start-up planned to employ 70 workers with power. In Rajasthan a factory is a unit of 20 or more workers with power.</p><h2>Work</h2><p>We prepared the site and plan documents, filed them on RajFAB, and gave the 15-day notice of occupation before production started.</p>",
  },
  {
    title: "Sample review: they made our monthly compliance painless",
    category: "review",
    tag: "Sample Review",
    author: "Priya Sharma, HR Manager (sample)",
    rating: 5,
    publishedAt: "2026-11-04T04:30:00.000Z",
    excerpt:
      "Sample review. Every challan, return and register is ready before the due date. Our auditors had no findings this year.",
    content:
      sampleReview +
      "<p>Every challan, return and register is ready before the due date. Our auditors had no findings this year, for the first time since we started.</p>",
  },
  {
    title: "Sample review: clear advice on the new Labour Codes",
    category: "review",
    tag: "Sample Review",
    author: "Rahul Mehta, Director (sample)",
    rating: 4,
    publishedAt: "2026-10-01T04:30:00.000Z",
    excerpt:
      "Sample review. The team explained what the Codes change for us in plain language and updated our appointment letters within a week.",
    content:
      sampleReview +
      "<p>The team explained what the Codes change for us in plain language and updated our appointment letters within a week.</p>",
  },
  {
    title: "Sample review: a reliable partner for vendor audits",
    category: "review",
    tag: "Sample Review",
    author: "Anita Rao, Operations Head (sample)",
    rating: 5,
    publishedAt: "2026-08-18T04:30:00.000Z",
    excerpt: "Sample review. Their monthly vendor audits gave us confidence in every contractor on our sites.",
    content: sampleReview + "<p>Their monthly vendor audits gave us confidence in every contractor on our sites.</p>",
  },
];

export interface SeedProduct {
  title: string;
  category: string;
  price: number;
  originalPrice: number | null;
  description: string;
  onSale: boolean;
  image: string;
}

/**
 * Sixteen products whose categories reproduce the filter list and counts of SPEC 3. No star rating:
 * a product shows one only when real buyers have rated it (content audit of 27 November 2026).
 */
export const seedProducts: SeedProduct[] = [
  {
    title: "Compliance Advisory Session (1 hour)",
    category: "ADVICE & CONSULTING SERVICES",
    price: 1499,
    originalPrice: 1999,
    onSale: true,
    image: "/images/products/consulting.svg",
    description:
      "A one-hour video call with a compliance consultant to review your registrations, returns and open notices.",
  },
  {
    title: "Labour Codes Readiness Consultation",
    category: "ADVICE & CONSULTING SERVICES",
    price: 1999,
    originalPrice: null,
    onSale: false,
    image: "/images/products/consulting.svg",
    description:
      "A structured review of wage structures, appointment letters and policies against the four Labour Codes.",
  },
  {
    title: "Monthly Statutory Compliance Checklist",
    category: "COMPLIANCE CHECKS & AUDITS",
    price: 499,
    originalPrice: 799,
    onSale: true,
    image: "/images/products/audit.svg",
    description: "An editable checklist of monthly PF, ESIC and wage-register tasks with their due dates.",
  },
  {
    title: "Vendor Compliance Audit Toolkit",
    category: "COMPLIANCE CHECKS & AUDITS",
    price: 1299,
    originalPrice: null,
    onSale: false,
    image: "/images/products/audit.svg",
    description: "Audit sheets and a scoring template for checking contractors' licences, challans and registers.",
  },
  {
    title: "Employee Wellbeing Survey Kit",
    category: "EMPLOYEE WELLBEING",
    price: 699,
    originalPrice: null,
    onSale: false,
    image: "/images/products/wellbeing.svg",
    description: "A ready-to-run staff survey with a summary sheet for HR teams.",
  },
  {
    title: "POSH Awareness Pack",
    category: "EMPLOYEE WELLBEING",
    price: 899,
    originalPrice: 1199,
    onSale: true,
    image: "/images/products/wellbeing.svg",
    description:
      "Posters, a policy template and an Internal Committee register for workplaces with 10 or more employees.",
  },
  {
    title: "Fixed-Term Employment Contract",
    category: "EMPLOYMENT CONTRACTS",
    price: 599,
    originalPrice: null,
    onSale: false,
    image: "/images/products/contract.svg",
    description:
      "A fixed-term contract template reflecting equal benefits and one-year gratuity eligibility under the Codes.",
  },
  {
    title: "Permanent Employment Agreement",
    category: "EMPLOYMENT CONTRACTS",
    price: 699,
    originalPrice: 999,
    onSale: true,
    image: "/images/products/contract.svg",
    description: "An employment agreement template with probation, notice, confidentiality and leave clauses.",
  },
  {
    title: "Appointment Letter Template",
    category: "HR Letter TEMPLATES",
    price: 299,
    originalPrice: null,
    onSale: false,
    image: "/images/products/letter.svg",
    description: "An appointment letter template covering the details the Codes require for every worker.",
  },
  {
    title: "Experience and Relieving Letter Set",
    category: "HR Letter TEMPLATES",
    price: 249,
    originalPrice: 399,
    onSale: true,
    image: "/images/products/letter.svg",
    description: "Matching experience and relieving letter templates for a clean exit process.",
  },
  {
    title: "Employee Handbook Template",
    category: "HR POLICY TEMPLATES",
    price: 1199,
    originalPrice: 1799,
    onSale: true,
    image: "/images/products/policy.svg",
    description: "A complete, editable employee handbook: conduct, leave, working hours, grievance and exit.",
  },
  {
    title: "Leave and Attendance Policy",
    category: "HR POLICY TEMPLATES",
    price: 399,
    originalPrice: null,
    onSale: false,
    image: "/images/products/policy.svg",
    description: "A leave and attendance policy template with earned, casual and sick leave rules.",
  },
  {
    title: "Labour Codes Explained: Recorded Webinar",
    category: "HR TALKS & WEBINARS",
    price: 799,
    originalPrice: null,
    onSale: false,
    image: "/images/products/webinar.svg",
    description: "A 90-minute recorded webinar on what the four Labour Codes change for employers.",
  },
  {
    title: "Employee Background Verification Form",
    category: "POLICE CHECKS",
    price: 199,
    originalPrice: null,
    onSale: false,
    image: "/images/products/verification.svg",
    description: "A consent and verification form for police and address checks of new hires.",
  },
  {
    title: "Tenant and Staff Police Verification Guide",
    category: "POLICE CHECKS",
    price: 349,
    originalPrice: 499,
    onSale: true,
    image: "/images/products/verification.svg",
    description: "A step-by-step guide with forms for police verification of domestic staff and employees.",
  },
  {
    title: "HR Generalist Training Programme",
    category: "TRAINING",
    price: 2499,
    originalPrice: 2999,
    onSale: true,
    image: "/images/products/training.svg",
    description: "A self-paced programme on payroll, statutory compliance and HR operations for new HR staff.",
  },
];
