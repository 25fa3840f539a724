import { officeHoursHi } from "../../contract/shared/site-hi.ts";
import { currentSite } from "../site-identity.ts";
import type { OutgoingMessage } from "./outbox.ts";

/**
 * The enquirer's acknowledgement in Hindi (issue 29, decision 125), for an enquiry sent from the
 * Hindi contact page: the same facts as `enquiryAcknowledgement`, written in Hindi.
 */
export function enquiryAcknowledgementHi(enquiry: { id: number; name: string; email: string }): OutgoingMessage {
  const site = currentSite();
  const hours = officeHoursHi(site.hours);
  return {
    channel: "email",
    to: enquiry.email,
    subject: `आपकी पूछताछ हमें मिल गई है (#${enquiry.id})`,
    text: [
      `प्रिय ${enquiry.name},`,
      ``,
      `${site.brand} से संपर्क करने के लिए धन्यवाद। आपकी पूछताछ हमारी अनुपालन (compliance) टीम तक पहुँच गई है।`,
      ``,
      `आगे क्या होगा: हमारे एक सलाहकार एक कार्य-दिवस के भीतर आपको फ़ोन या ई-मेल करेंगे, आपकी ज़रूरत समझेंगे`,
      `और फिर बताएँगे कि हम आपकी कैसे मदद कर सकते हैं।`,
      ``,
      `कार्यालय का समय: ${hours.weekdays}; ${hours.sunday}।`,
      `कोई ज़रूरी बात हो तो हमें ${site.phone.display} पर फ़ोन करें।`,
      ``,
      `अगर यह पूछताछ आपने नहीं भेजी थी, तो इस ई-मेल को अनदेखा कर दें।`,
      site.brand,
    ].join("\n"),
  };
}
