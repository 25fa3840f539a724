import type { EstablishmentKind } from "../rules/establishment-kinds.ts";
import { indianStatesHi } from "../shared/indian-states-hi.ts";
import type { ReminderOutcome } from "./reminders.ts";

/**
 * The calendar reminders in Hindi (issue 29): what a signup from a Hindi page is answered with,
 * and the names its e-mail and form use. The English texts (reminders.ts) are unchanged.
 */
export const reminderMessagesHi = {
  sent: "अपना इनबॉक्स देखें: रिमाइंडर की पुष्टि के लिए हमने आपको एक लिंक भेजा है।",
  invalid: "कृपया सही ई-मेल पता भरें।",
  started: "रिमाइंडर शुरू हो गए हैं। आपके कैलेंडर की हर नियत तारीख़ से तीन दिन पहले हम आपको ई-मेल करेंगे।",
  stopped: "रिमाइंडर बंद हो गए हैं। आप हमारी मेलिंग सूची में बने रहेंगे; और कुछ नहीं बदलता।",
  "bad-link": "यह लिंक मान्य नहीं है। कृपया हमारा भेजा हुआ सबसे नया लिंक इस्तेमाल करें, या रिमाइंडर फिर से माँगें।",
} as const satisfies Record<ReminderOutcome, string>;

export const kindLabelsHi: Record<EstablishmentKind | "all", string> = {
  all: "सभी प्रकार के प्रतिष्ठान",
  "factory-power": "बिजली से चलने वाला कारख़ाना",
  "factory-no-power": "बिना बिजली वाला कारख़ाना",
  shop: "दुकान या वाणिज्यिक प्रतिष्ठान",
  it: "आईटी या आईटीईएस कार्यालय",
  mine: "खदान",
  construction: "भवन या निर्माण कार्य",
};

/** A state's Hindi name (the checked filter's state is always one of the list). */
export function stateNameHi(state: string): string {
  return (indianStatesHi as Record<string, string>)[state] ?? state;
}

/** The calendar a reminder follows, in Hindi: "राजस्थान" or "राजस्थान, खदान". */
export function reminderScopeHi(filter: { state: string; kind: EstablishmentKind | "all" }): string {
  return filter.kind === "all"
    ? stateNameHi(filter.state)
    : `${stateNameHi(filter.state)}, ${kindLabelsHi[filter.kind]}`;
}
