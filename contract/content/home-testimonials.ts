/**
 * Client testimonials for the home carousel (SPEC 2.4, 3 "Testimonial"). Sample clients, said so on
 * the page until the firm replaces them with real ones (issue 20).
 */
export interface Testimonial {
  id: string;
  content: string;
  author: string;
  role: string;
  /** 3 to 5 stars. */
  rating: number;
}

export interface TestimonialsContent {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Shown under the heading while the testimonials are samples; remove it with the last sample. */
  sampleNote?: string;
  /** Shown on each card while the testimonials are samples. */
  sampleLabel?: string;
  items: Testimonial[];
}

export const testimonials: TestimonialsContent = {
  eyebrow: "Customer Feedback",
  title: "What Our Clients Say",
  subtitle: "Voices of Satisfaction",
  sampleNote:
    "These testimonials are samples: they show how client feedback will appear here and are not from real clients.",
  sampleLabel: "Sample",
  items: [
    {
      id: "t1",
      content:
        "Our PF and ESIC filings used to slip every quarter. Since they took over, every challan is paid before the 15th and our inspection went without a single remark.",
      author: "Kavita Joshi",
      role: "HR Head, sample textile mill",
      rating: 5,
    },
    {
      id: "t2",
      content:
        "They audited all 42 of our manpower contractors in the first month and gave us a clear score for each. We finally know who we are working with.",
      author: "Sandeep Verma",
      role: "Plant Manager, sample auto components unit",
      rating: 5,
    },
    {
      id: "t3",
      content:
        "Practical advice on the Labour Codes in plain language. Our appointment letters and wage structures were updated within two weeks.",
      author: "Meera Nair",
      role: "Founder, sample software studio",
      rating: 4,
    },
    {
      id: "t4",
      content:
        "Payroll for 600 staff across three states runs without surprises now. The team answers the phone when we need them.",
      author: "Imran Qureshi",
      role: "Finance Controller, sample retail chain",
      rating: 5,
    },
    {
      id: "t5",
      content:
        "Getting our factory licence renewed on RajFAB took weeks of our own time before. This year it was done in days.",
      author: "Harpreet Singh",
      role: "Director, sample food processing plant",
      rating: 4,
    },
    {
      id: "t6",
      content:
        "Good flexi staffing support for our peak season. A few onboarding delays at first, but they fixed the process quickly.",
      author: "Deepa Iyer",
      role: "Operations Lead, sample warehousing firm",
      rating: 3,
    },
  ],
};
