import { kindLabelsHi, reminderMessagesHi, stateNameHi } from "../../../contract/api/reminders-hi.ts";
import { establishmentKinds } from "../../../contract/rules/establishment-kinds.ts";
import { stateOptions } from "../../lib/tools/tool-forms.ts";
import type { RemindersCopy } from "../reminders.ts";

/** The reminders page in Hindi (app/content/reminders.ts). */
export const remindersCopyHi: RemindersCopy = {
  title: "अनुपालन कैलेंडर के रिमाइंडर",
  description: "अनुपालन कैलेंडर के ई-मेल रिमाइंडर शुरू या बंद करें।",
  eyebrow: "अनुपालन कैलेंडर",
  heading: "ई-मेल रिमाइंडर",
  messages: reminderMessagesHi,
  openCalendar: "अनुपालन कैलेंडर खोलें",
  start: (email, state) =>
    `${email} के लिए ई-मेल रिमाइंडर शुरू करें: ${stateNameHi(state || "Rajasthan")} के लिए, हर नियत तारीख़ से तीन दिन पहले।`,
  stop: (email) => `${email} के लिए अनुपालन कैलेंडर के रिमाइंडर बंद करें? आप हमारी मेलिंग सूची में बने रहेंगे।`,
  startButton: "रिमाइंडर शुरू करें",
  stopButton: "रिमाइंडर बंद करें",
  signup: {
    text: "इस कैलेंडर की हर तारीख़ से तीन दिन पहले हम आपको ई-मेल करेंगे (आपका चुना राज्य और प्रतिष्ठान याद रखा जाता है)। आप हमारी मेलिंग सूची से जुड़ जाते हैं और किसी भी रिमाइंडर में एक क्लिक से इन्हें बंद कर सकते हैं।",
    email: "रिमाइंडर के लिए ई-मेल",
    state: "राज्य",
    kind: "प्रतिष्ठान का प्रकार",
    button: "मुझे रिमाइंडर भेजें",
  },
  stateOptions: stateOptions.map((o) => ({ value: o.value, label: stateNameHi(o.value) })),
  kindOptions: [
    { value: "all", label: kindLabelsHi.all },
    ...establishmentKinds.map((k) => ({ value: k.id, label: kindLabelsHi[k.id] })),
  ],
};
