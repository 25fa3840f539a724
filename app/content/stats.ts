/** Figures shown on the home and about pages (SPEC 1 claims, 9 sample stats, 3 "Stat"). */
export interface Stat {
  id: string;
  name: string;
  value: string;
}

/** SPEC 1: the firm's claims. */
export const claims: Stat[] = [
  { id: "corporates", value: "100+", name: "Corporates trust us as their partner" },
  { id: "experts", value: "180+", name: "Experts across India" },
  { id: "audits", value: "50+", name: "Vendor audits every month" },
  { id: "trainings", value: "1500+", name: "Trainings provided" },
];

/** SPEC 9: the home stats band. */
export const homeStats: Stat[] = [
  { id: "experience", value: "100+", name: "Years of experience across our team" },
  { id: "clients", value: "500+", name: "Happy clients" },
  { id: "projects", value: "1000+", name: "Projects delivered" },
  { id: "team", value: "50+", name: "Team members" },
];

/** SPEC 9: the about page stats. */
export const aboutStats: Stat[] = [
  { id: "satisfied", value: "200+", name: "Satisfied clients" },
  { id: "retention", value: "95%", name: "Client retention" },
  { id: "support", value: "24/7", name: "Support" },
];
