import { officialSources, reviewed, type LegalReview } from "../legal-content/official-sources.ts";
import type { ImageRef } from "../shared/image-ref.ts";
import type { MarketingIconName } from "../shared/marketing-icons.ts";
import { defaultSite } from "../shared/site.ts";
import type { DocumentSeo } from "./page-seo.ts";

/**
 * The three HR packages (SPEC 2.6). A package page is an intro followed by typed sections, so each
 * package can have its own shape (Essentials: numbered services, benefit cards and an FAQ;
 * Professional: benefits, quote, image grid; Platinum: quote, strategic workforce, three benefit
 * sections) while one component renders them all. What each plan includes follows
 * ./comparison.ts. Each page's copy is the content document `packages-<slug>` (decision 102); its
 * slug and its review date and sources stay typed, with the legal statements they vouch for.
 */
export interface NumberedService {
  id: string;
  number: string;
  title: string;
  description: string;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export type Illustration = ImageRef;

export type PackageSection =
  | { kind: "numbered"; id: string; heading: string; text: string; items: NumberedService[] }
  | {
      kind: "benefit-cards";
      id: string;
      heading: string;
      items: { icon: MarketingIconName; title: string; description: string; link: { label: string; to: string } }[];
    }
  | { kind: "faq"; id: string; heading: string; items: FaqItem[] }
  | {
      kind: "benefits";
      id: string;
      heading: string;
      text: string;
      items: { icon: MarketingIconName; title: string; description: string }[];
    }
  | { kind: "quote"; id: string; text: string; author: string; role: string }
  | {
      kind: "image-grid";
      id: string;
      heading: string;
      text: string;
      images: { image: Illustration; caption: string }[];
    }
  | {
      kind: "feature";
      id: string;
      eyebrow: string;
      heading: string;
      paragraphs: string[];
      points: string[];
      image: Illustration;
    };

export interface PackagePage {
  slug: string;
  name: string;
  /** The meta description: unique per page. */
  description: string;
  eyebrow: string;
  tagline: string;
  intro: string[];
  heroImage: Illustration;
  highlights: string[];
  sections: PackageSection[];
  cta: {
    heading: string;
    text: string;
    primary: { label: string; to: string };
    secondary: { label: string; to: string };
  };
  /** The page's legal statements (thresholds, due dates, the Codes) were last checked then, against these sources. */
  review: LegalReview;
}

/** What staff edit of a package page: its copy and search settings (the slug and the review stay typed). */
export interface PackageDocument extends Omit<PackagePage, "slug" | "description" | "review"> {
  seo: DocumentSeo;
}

/** The founder's quote, signed as the brand's default has it; the Hindi pages pass the founder's title in Hindi. */
export const founderQuote = (text: string, founderTitle = defaultSite.founder.title) => ({
  text,
  author: defaultSite.founder.name,
  role: `${founderTitle}, ${defaultSite.brand}`,
});

const compareCta = (heading: string, text: string): PackagePage["cta"] => ({
  heading,
  text,
  primary: { label: "Get Free HR Audit", to: "/contact" },
  secondary: { label: "Compare all plans", to: "/comparison" },
});

export const packagePages: PackagePage[] = [
  {
    slug: "essential",
    name: "HR Essentials",
    description:
      "HR Essentials: policies, employee handbook, statutory registrations, PF and ESI filing support and compliance updates for small Indian businesses, live in two weeks.",
    eyebrow: "Package for growing small businesses",
    tagline: "The compliance basics, done properly, for teams that do not yet need a full HR department.",
    intro: [
      "Most small employers are not out of compliance on purpose. They simply have no one whose job it is to know that the Labour Codes came into force, that appointment letters are now compulsory, or that the PF deposit is due on the 15th.",
      "HR Essentials gives you that someone. We put your policies, registrations and monthly filings in order in about two weeks, keep you posted when rules change, and answer your HR questions by e-mail.",
    ],
    heroImage: {
      src: "/images/packages/handbook.svg",
      alt: "An employee handbook and policy documents with a tick mark",
    },
    highlights: ["1 consultation session", "Live in 2 weeks", "Email support", "Annual review meeting"],
    sections: [
      {
        kind: "numbered",
        id: "services",
        heading: "Six services in the Essentials package",
        text: "Everything a business of 10 to 100 people needs to stay on the right side of labour law.",
        items: [
          {
            id: "handbook",
            number: "01",
            title: "Employee handbook",
            description:
              "A handbook written for your business: working hours, leave, conduct, grievances and exit, in plain language your staff will read.",
          },
          {
            id: "policies",
            number: "02",
            title: "HR policy templates",
            description:
              "Ready-to-use policies and letters, including the appointment letter every worker must now receive and a POSH policy.",
          },
          {
            id: "registrations",
            number: "03",
            title: "Statutory registrations",
            description:
              "PF (20 or more employees), ESI (10 or more) and shops or factory registration where you need them, filed and tracked.",
          },
          {
            id: "filings",
            number: "04",
            title: "Monthly filing checks",
            description:
              "A reminder and a check before each due date: the PF ECR and ESI contributions are both due by the 15th of the next month.",
          },
          {
            id: "updates",
            number: "05",
            title: "Compliance updates",
            description:
              "A short note when a rule that affects you changes, such as new state rules under the four Labour Codes, with what you need to do.",
          },
          {
            id: "support",
            number: "06",
            title: "Basic HR support",
            description:
              "HR questions answered by e-mail within one working day, from leave disputes to a first warning letter.",
          },
        ],
      },
      {
        kind: "benefit-cards",
        id: "benefits",
        heading: "What Essentials does for you",
        items: [
          {
            icon: "compliance",
            title: "Compliance assurance",
            description: "Registrations and monthly deposits checked on time, so an inspection finds what it expects.",
            link: { label: "How we audit compliance", to: "/services/risk-audit" },
          },
          {
            icon: "law",
            title: "Reduced legal risk",
            description:
              "Written policies and letters that stand up when an employee dispute reaches the labour department.",
            link: { label: "Read the ESIC guidelines", to: "/esic" },
          },
          {
            icon: "handbook",
            title: "Standardised processes",
            description: "One way to hire, pay, grant leave and let people go, written down and used by every manager.",
            link: { label: "See our payroll services", to: "/services/payroll-services" },
          },
          {
            icon: "growth",
            title: "Room to grow",
            description:
              "When you need a dedicated consultant or hiring support, move up a plan without starting again.",
            link: { label: "Compare the plans", to: "/comparison" },
          },
        ],
      },
      {
        kind: "faq",
        id: "faq",
        heading: "Questions about HR Essentials",
        items: [
          {
            id: "who",
            question: "Who is HR Essentials for?",
            answer:
              "Owner-managed businesses, typically 10 to 100 people, that have no full-time HR person: shops, clinics, small factories, agencies and start-ups. If you run several sites or hire every month, HR Professional is usually the better fit.",
          },
          {
            id: "codes",
            question: "Does it cover the new Labour Codes?",
            answer:
              "Yes. Our policies and letters are written for the four Labour Codes in force since 21 November 2025, and we tell you when central or state rules under them change what you must do. Until your state's rules are final, some duties still follow the old Acts, and we say which.",
          },
          {
            id: "timeline",
            question: "How quickly can we be set up?",
            answer:
              "About two weeks from the consultation session: the first week to collect your documents and review what exists, the second to deliver the handbook, policies and any missing registrations.",
          },
          {
            id: "deposits",
            question: "Do you pay our PF and ESI for us?",
            answer:
              "Essentials checks and reminds; your team or accountant makes the payments. If you want us to run payroll and deposit the contributions, add our payroll compliance service or move to a higher plan.",
          },
        ],
      },
    ],
    cta: compareCta(
      "Start with a free HR audit",
      "We review your registrations, policies and last three months of filings and tell you, in writing, what Essentials would fix.",
    ),
    review: reviewed(officialSources.epfo, officialSources.esic, officialSources.labourMinistry),
  },
  {
    slug: "professional",
    name: "HR Professional",
    description:
      "HR Professional Services: a dedicated HR consultant, recruitment support, performance management and priority phone support for Indian businesses with growing teams.",
    eyebrow: "Our most popular package",
    tagline: "A named HR consultant who knows your business, plus help to hire and grow your people.",
    intro: [
      "Once a business passes about fifty people, HR stops being paperwork and becomes a daily job: hiring every month, appraisals, disputes, several sites and contractors.",
      "HR Professional Services gives you a dedicated consultant who works as part of your team, with recruitment and performance management on top of everything in Essentials, and support by e-mail and phone.",
    ],
    heroImage: {
      src: "/images/packages/consultant.svg",
      alt: "An HR consultant at a desk with a headset and an employee file",
    },
    highlights: ["2 consultation sessions", "Live in 1 week", "Email + phone support", "Quarterly review meetings"],
    sections: [
      {
        kind: "benefits",
        id: "benefits",
        heading: "What you get beyond Essentials",
        text: "Everything in HR Essentials, plus:",
        items: [
          {
            icon: "team",
            title: "A dedicated HR consultant",
            description:
              "One named person who learns your business, attends your review meetings and answers your calls.",
          },
          {
            icon: "recruitment",
            title: "Recruitment support",
            description: "Role briefs, sourcing, screening and shortlists through our four-step recruitment process.",
          },
          {
            icon: "target",
            title: "Performance management",
            description: "Goals, appraisal forms and a yearly cycle your managers can run, linked to pay decisions.",
          },
          {
            icon: "growth",
            title: "Employee development",
            description: "Training plans for new and existing staff, drawing on the 1500+ trainings we have delivered.",
          },
          {
            icon: "support",
            title: "Priority support",
            description: "Your questions go to the front of the queue, by e-mail or phone, during working hours.",
          },
          {
            icon: "calendar",
            title: "Quarterly reviews",
            description: "A review every quarter of hiring, attrition, compliance status and what is coming next.",
          },
        ],
      },
      {
        kind: "quote",
        id: "quote",
        ...founderQuote(
          "A growing company does not need more forms. It needs someone who knows its people, knows the law and picks up the phone. That is what our consultants are for.",
        ),
      },
      {
        kind: "image-grid",
        id: "how",
        heading: "How the work is shared",
        text: "Your consultant leads; specialists in payroll, compliance and hiring step in when needed.",
        images: [
          {
            image: {
              src: "/images/packages/consultant.svg",
              alt: "An HR consultant at a desk with a headset and an employee file",
            },
            caption: "Your consultant on call",
          },
          {
            image: { src: "/images/packages/hiring.svg", alt: "Candidate cards on a board with one chosen" },
            caption: "Hiring, role by role",
          },
          {
            image: {
              src: "/images/packages/performance.svg",
              alt: "A bar chart rising with a target and an appraisal form",
            },
            caption: "Appraisals that run on time",
          },
          {
            image: {
              src: "/images/packages/handbook.svg",
              alt: "An employee handbook and policy documents with a tick mark",
            },
            caption: "Policies kept current",
          },
        ],
      },
    ],
    cta: compareCta(
      "See whether Professional fits",
      "A free HR audit shows where your HR stands today and whether a dedicated consultant would pay for itself.",
    ),
    review: reviewed(officialSources.labourMinistry),
  },
  {
    slug: "platinum",
    name: "HR Platinum",
    description:
      "HR Platinum Services: round-the-clock HR support, strategic workforce planning, executive coaching and leadership development for multi-site and fast-growing Indian employers.",
    eyebrow: "Package for large and multi-site employers",
    tagline: "HR as a strategic partner: round-the-clock support, workforce planning and leadership development.",
    intro: [
      "For employers with several plants, offices or states, HR decisions carry real money and real risk: where to hire, how to staff a new site, how to keep contractors compliant, how to grow the next layer of managers.",
      "HR Platinum Services puts a senior team behind those decisions, with support every hour of the day, monthly reviews and unlimited consultation, on top of everything in HR Professional.",
    ],
    heroImage: {
      src: "/images/packages/strategy.svg",
      alt: "A workforce plan on a board with a map pin and a rising chart",
    },
    highlights: ["Unlimited consultation", "Live in 48 hours", "24/7 multichannel support", "Monthly review meetings"],
    sections: [
      {
        kind: "quote",
        id: "quote",
        ...founderQuote(
          "The best compliance is designed in, not inspected in. When HR sits at the planning table, a new plant or a new state opens with its licences, people and policies ready on day one.",
        ),
      },
      {
        kind: "feature",
        id: "workforce",
        eyebrow: "Strategic workforce",
        heading: "A workforce plan that follows your business plan",
        paragraphs: [
          "We sit with your leadership once a month to turn business goals into people numbers: how many, with what skills, where, on what terms, and at what cost including PF, ESI, bonus and gratuity.",
          "For each new site we map the labour-law approvals and registrations before you commit, so licences such as a factory or contractor licence are planned into the launch rather than chased after it.",
        ],
        points: [
          "Headcount and cost plans by site and quarter",
          "Permanent, fixed-term and contract mix, compared on cost and risk",
          "Approvals and registrations mapped for every new location",
        ],
        image: { src: "/images/packages/workforce.svg", alt: "An organisation chart of teams across three sites" },
      },
      {
        kind: "feature",
        id: "support",
        eyebrow: "Benefit 1",
        heading: "Support at any hour, on any channel",
        paragraphs: [
          "Plants run night shifts and incidents do not wait for office hours. Platinum clients reach our team by phone, e-mail or messaging at any time, with a senior consultant on call for urgent matters such as an accident, a strike notice or an inspection visit.",
        ],
        points: ["24/7 multichannel support", "Senior consultant on call", "Incident and inspection playbooks"],
        image: { src: "/images/packages/support.svg", alt: "A headset and a clock showing round-the-clock support" },
      },
      {
        kind: "feature",
        id: "alignment",
        eyebrow: "Benefit 2",
        heading: "Strategic alignment across every site",
        paragraphs: [
          "One set of policies, pay principles and compliance standards across plants, offices and states, adapted only where state rules differ. Monthly reviews show each site's compliance status on one page.",
        ],
        points: [
          "Group-wide policies with state annexures",
          "Monthly site-by-site compliance dashboard",
          "Contractor compliance tracked centrally",
        ],
        image: {
          src: "/images/packages/performance.svg",
          alt: "A bar chart rising with a target and an appraisal form",
        },
      },
      {
        kind: "feature",
        id: "leadership",
        eyebrow: "Benefit 3",
        heading: "Executive coaching and leadership development",
        paragraphs: [
          "Your managers decide most of the moments that lead to disputes: a warning, a transfer, a dismissal. We coach your leaders one to one and run programmes that build the next layer of managers, grounded in what the law expects of them.",
        ],
        points: [
          "One-to-one executive coaching",
          "Leadership programmes for first-time managers",
          "Succession plans for key roles",
        ],
        image: {
          src: "/images/packages/coaching.svg",
          alt: "A coach and a manager in conversation beside a growth arrow",
        },
      },
    ],
    cta: compareCta(
      "Plan your next year with us",
      "Start with a free HR audit across your sites; we will show you where Platinum changes the picture.",
    ),
    review: reviewed(officialSources.labourMinistry, officialSources.epfo, officialSources.esic),
  },
];

export const packageSlugs = ["essential", "professional", "platinum"] as const;
export type PackageSlug = (typeof packageSlugs)[number];
export type PackageKey = `packages-${PackageSlug}`;
export type PackageDocuments = { [K in PackageKey]: PackageDocument };

/** The content key of a package page's copy, for a slug the typed pages know. */
export const packageKeyOf = (slug: string): PackageKey | undefined =>
  (packageSlugs as readonly string[]).includes(slug) ? (`packages-${slug}` as PackageKey) : undefined;

/** The typed page a package document belongs to (its slug and legal review). */
export const packagePageOf = (slug: string): PackagePage | undefined => packagePages.find((p) => p.slug === slug);

function packageDocumentOf({ slug: _slug, description, review: _review, ...copy }: PackagePage): PackageDocument {
  return { seo: { title: `${copy.name} Services Package`, description }, ...copy };
}

const byKey = <T>(make: (page: PackagePage) => T) =>
  Object.fromEntries(packagePages.map((page) => [`packages-${page.slug}`, make(page)])) as { [K in PackageKey]: T };

/** Each package page's typed default, by key: today's copy. */
export const packageDefaults: PackageDocuments = byKey(packageDocumentOf);

/** What the console calls each package document and where its page is. */
export const packageContentPages = byKey((page) => ({
  title: `Package: ${page.name}`,
  path: `/packages/${page.slug}`,
}));
