import type * as z from "zod/mini";
import type { morningViewSchema } from "./admin.schema.ts";
import type { enquiryNoteSchema, enquiryEventSchema, visitSourceSchema } from "./leads.schema.ts";

/**
 * Enquiries as a pipeline (issue 30, decision 130). An enquiry moves forward through the open
 * stages and ends won or lost; lost needs a reason, won a monthly value. A won or lost enquiry may be
 * reopened (to any stage but new), so a slip of the hand can be put right; every change is kept
 * with who and when.
 */
export const enquiryStages = ["new", "contacted", "proposal_sent", "won", "lost"] as const;

export type EnquiryStage = (typeof enquiryStages)[number];

export const stageLabels: Record<EnquiryStage, string> = {
  new: "New",
  contacted: "Contacted",
  proposal_sent: "Proposal sent",
  won: "Won",
  lost: "Lost",
};

const rank: Record<EnquiryStage, number> = { new: 0, contacted: 1, proposal_sent: 2, won: 3, lost: 3 };

export const isClosedStage = (stage: EnquiryStage) => stage === "won" || stage === "lost";

/** The stage rule: forward from an open stage, or reopening (or switching) a closed one to any stage but new. */
export function canMove(from: EnquiryStage, to: EnquiryStage): boolean {
  if (from === to) return false;
  if (isClosedStage(from)) return to !== "new";
  return rank[to] > rank[from];
}

/** Which form an enquiry came from. */
export const enquiryOrigins = ["contact", "which-laws", "calculator", "booking"] as const;

export type EnquiryOrigin = (typeof enquiryOrigins)[number];

/** What a consultancy asks beyond the SPEC's three fields: all optional on the contact form. */
export const employeeBands = ["1-9", "10-19", "20-49", "50-99", "100-499", "500+"] as const;

export const serviceInterests = [
  "Payroll and PF/ESI compliance",
  "Shops and establishments registration",
  "Factory compliance",
  "Contract labour and vendor compliance",
  "Compliance audit",
  "HR policies and documentation",
  "Recruitment and staffing",
  "Something else",
] as const;

export const leadsPaths = {
  /** GET: the signed-in editor's morning (or ?owner=): overdue, due today, new since yesterday. */
  morning: "/api/admin/enquiries/morning",
  notes: (id: number) => `/api/admin/enquiries/${id}/notes`,
  /**
   * POST: a won enquiry's billing client, made once, then linked (issue 32). Here beside the other
   * enquiry paths, so the enquiries page does not load the billing contract for one path.
   */
  client: (id: number) => `/api/admin/enquiries/${id}/client`,
} as const;

export const leadsMessages = {
  invalidStage: "Stage must be new, contacted, proposal_sent, won or lost.",
  cannotMove: "An enquiry moves forward through its stages; a won or lost one may be reopened, but not to new.",
  reasonRequired: "Say why the enquiry was lost.",
  reasonTooLong: "The reason must be at most 200 characters.",
  valueRequired: "Enter the monthly value (in rupees) of the won enquiry.",
  invalidValue: "The monthly value must be a number of rupees above 0.",
  invalidDate: "The follow-up date must be a date (YYYY-MM-DD).",
  notAnEditor: "The owner must be a mobile on the editors list.",
  nothingToChange: "Change the stage, the owner or the follow-up date.",
  noteRequired: "Write the note.",
  noteTooLong: "A note must be at most 2000 characters.",
  invalidOverdue: "overdue must be 1.",
  saved: "Enquiry saved.",
  noteSaved: "Note added.",
  companyTooLong: "Company must be at most 120 characters.",
  invalidState: "Choose a state from the list.",
  invalidEmployees: "Choose the number of employees from the list.",
  invalidService: "Choose a service from the list.",
  invalidOrigin: "Unknown form.",
  sourceTooLong: "Tracking details are too long.",
} as const;

export type VisitSource = z.infer<typeof visitSourceSchema>;
export type EnquiryEvent = z.infer<typeof enquiryEventSchema>;
export type EnquiryNote = z.infer<typeof enquiryNoteSchema>;
export type MorningView = z.infer<typeof morningViewSchema>;

/** The which-laws checker's query keys an enquiry keeps as its answers (app/lib/tools/tool-forms.ts whichLawsKeys). */
export const whichLawsAnswerKeys = ["state", "kind", "employees", "women", "contract", "upto15k", "upto21k"] as const;

/** The keys an enquiry keeps from a tool: the checker's answers, or `tool`, the calculator's page it came from. */
export const toolAnswerKeys = [...whichLawsAnswerKeys, "tool"] as const;

/** A calculator's "talk to us" link: the contact form, told which tool sent the visitor (issue 30). */
export const calculatorContactLink = (toolPath: string) =>
  `/contact?${new URLSearchParams({ from: "calculator", answers: new URLSearchParams({ tool: toolPath }).toString() })}`;
