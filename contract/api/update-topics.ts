import { indianStates } from "../shared/indian-states.ts";

/**
 * What a mailing-list subscriber may ask to hear about when the law changes (issue 27, decision
 * 085): each line of /updates carries the topics of the figures, answers or due dates it changed,
 * and the e-mail goes to those who chose one of them, or chose the state a state-only line names.
 */
export const updateTopics = [
  { id: "epf", label: "EPF: provident fund and pension" },
  { id: "esi", label: "ESI: state insurance" },
  { id: "wages", label: "Wages, minimum wage, bonus and gratuity" },
  { id: "shops", label: "Shops and establishments, professional tax and welfare fund" },
  { id: "factory", label: "Factories and POSH" },
  { id: "calendar", label: "Due dates of the compliance calendar" },
  { id: "licences", label: "Licences, registrations and our service pages" },
] as const;

export type UpdateTopic = (typeof updateTopics)[number]["id"];

export const updateTopicIds = updateTopics.map((topic) => topic.id) as [UpdateTopic, ...UpdateTopic[]];

/**
 * The topic a line's own tag falls under. The tags are written by the services that add lines: a
 * figure's group in the rules file, a guide page's topic, a calendar obligation's id, "licences"
 * and "services". A tag not listed here (a state name) matches no topic.
 */
const topicOfTag: Record<string, UpdateTopic> = {
  epf: "epf",
  esi: "esi",
  codeWages: "wages",
  wages: "wages",
  minimumWage: "wages",
  gratuity: "wages",
  bonus: "wages",
  shops: "shops",
  stateLevies: "shops",
  factory: "factory",
  "factory-return": "factory",
  posh: "factory",
  "posh-report": "factory",
  calendar: "calendar",
  holidays: "calendar",
  tds: "calendar",
  "tds-march": "calendar",
  "tds-statement": "calendar",
  "tds-certificate": "calendar",
  licences: "licences",
  services: "licences",
  coverage: "licences",
  thresholds: "licences",
  guides: "licences",
};

/** A subscriber's choice: topics, and optionally their state. */
export interface UpdateChoice {
  topics: UpdateTopic[];
  /** "" when they named none. */
  state: string;
}

const stateNames = new Set<string>(indianStates);

/**
 * Whether a line of /updates (its tags) concerns a subscriber who made `choice`: one of its tags is
 * a chosen topic, or it names the chosen state. A line for some states only (its tags name states)
 * never reaches a subscriber who named another state, whatever the topic.
 */
export function updateConcerns(tags: readonly string[], choice: UpdateChoice): boolean {
  const states = tags.filter((tag) => stateNames.has(tag));
  if (choice.state && states.length > 0) return states.includes(choice.state);
  return tags.some((tag) => {
    const topic = topicOfTag[tag];
    return topic !== undefined && choice.topics.includes(topic);
  });
}

export const updateTopicsApiPath = "/api/mailing-list/topics";

export const updateTopicsMessages = {
  saved: "Saved. We will write to you when the law changes on what you chose.",
  savedNone: "Saved. We will not write to you about changes in the law; the newsletter continues as before.",
  invalidTopic: "Choose topics from the list.",
  invalidState: "Choose a state from the list.",
  invalidLink: "This link is not valid. It may have been mistyped or the address may have left our mailing list.",
} as const;
