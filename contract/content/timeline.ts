/** The about page timeline (SPEC 2.5, 3 "Timeline item"); it runs 2019 to 2023 (SPEC 9). */
export interface TimelineItem {
  id: string;
  year: number;
  title: string;
  description: string;
}

export const timeline: TimelineItem[] = [
  {
    id: "2019",
    year: 2019,
    title: "Founded in Jaipur",
    description:
      "Started as a small labour-law practice helping local factories with licences, registers and PF and ESIC filings.",
  },
  {
    id: "2020",
    year: 2020,
    title: "Payroll and remote compliance",
    description: "Moved every client to online filings during the pandemic and launched our managed payroll service.",
  },
  {
    id: "2021",
    year: 2021,
    title: "Vendor audit programme",
    description: "Began monthly contractor audits for principal employers; today we run 50+ vendor audits every month.",
  },
  {
    id: "2022",
    year: 2022,
    title: "A network across India",
    description: "Grew to a network of 180+ experts, serving clients with staff in several states.",
  },
  {
    id: "2023",
    year: 2023,
    title: "Training and HR packages",
    description: "Launched the HR Essentials, Professional and Platinum packages and passed 1500 trainings delivered.",
  },
];
