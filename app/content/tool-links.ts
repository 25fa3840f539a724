/**
 * The compliance tools' paths and menu labels (issue 18). The site's menus read only these, so the
 * tools' copy (tools.ts: descriptions, field labels, messages) stays out of every page's scripts.
 */
export const toolLinks = {
  pfEsi: { path: "/tools/pf-esi-calculator", label: "PF & ESI Calculator" },
  gratuity: { path: "/tools/gratuity-calculator", label: "Gratuity Calculator" },
  bonus: { path: "/tools/bonus-calculator", label: "Bonus Calculator" },
  calendar: { path: "/tools/compliance-calendar", label: "Compliance Calendar" },
  whichLaws: { path: "/tools/which-laws-apply", label: "Which Laws Apply?" },
} as const;
