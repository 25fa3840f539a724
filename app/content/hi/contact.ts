import type { contactFixed } from "../contact.ts";
import type { employeeBands, serviceInterests } from "../../../contract/console/leads.ts";

/**
 * The Hindi contact page's fixed words (issue 29): the form's labels and buttons, the details'
 * labels, the map's buttons, the answers the page's script shows, and the Hindi names of the
 * form's choices. The choices' values stay the English ones the server checks and staff read.
 */
export const contactFixedHi: typeof contactFixed = {
  form: {
    nameLabel: "नाम",
    emailLabel: "ई-मेल",
    contactLabel: "संपर्क नंबर",
    messageLabel: "संदेश",
    companyLabel: "कंपनी",
    stateLabel: "राज्य",
    employeesLabel: "कर्मचारियों की संख्या",
    serviceLabel: "किस सेवा में रुचि है",
    notSaid: "चुनें (वैकल्पिक)",
    button: "भेजें",
    busy: "भेजा जा रहा है...",
  },
  details: { addressLabel: "कार्यालय", phoneLabel: "फ़ोन", emailLabel: "ई-मेल", newTab: "(नए टैब में खुलता है)" },
  map: { showButton: "नक्शा दिखाएँ", openLink: "Google Maps में खोलें", newTab: "(नए टैब में खुलता है)" },
};

/** The booking line under the form, in Hindi (the booking page itself is English for now). */
export const contactBookingHi = {
  text: "तय समय पर बात करना चाहते हैं? ऑनलाइन 30 मिनट का मुफ़्त स्लॉट चुनें (बुकिंग पेज अंग्रेज़ी में है)।",
  label: "मुफ़्त परामर्श बुक करें",
};

export const employeeBandsHi: Record<(typeof employeeBands)[number], string> = {
  "1-9": "1-9",
  "10-19": "10-19",
  "20-49": "20-49",
  "50-99": "50-99",
  "100-499": "100-499",
  "500+": "500 से अधिक",
};

export const serviceInterestsHi: Record<(typeof serviceInterests)[number], string> = {
  "Payroll and PF/ESI compliance": "पेरोल और पीएफ़/ईएसआई (PF/ESI) अनुपालन",
  "Shops and establishments registration": "दुकान और स्थापना पंजीकरण (Shops and Establishments)",
  "Factory compliance": "कारख़ाना अनुपालन",
  "Contract labour and vendor compliance": "ठेका श्रमिक और वेंडर अनुपालन",
  "Compliance audit": "अनुपालन ऑडिट",
  "HR policies and documentation": "एचआर नीतियाँ और दस्तावेज़",
  "Recruitment and staffing": "भर्ती और स्टाफ़िंग",
  "Something else": "कुछ और",
};
