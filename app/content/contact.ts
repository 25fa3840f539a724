/** The contact page's copy (SPEC 2.9). Identity values (address, phone, hours, map) come from the site in force. */
export const contactPage = {
  title: "Contact Us",
  eyebrow: "Talk to a compliance expert",
  intro:
    "Tell us how to reach you and our team will get back to you. For anything urgent, call us during office hours.",
  description: "Talk to our compliance team: send an enquiry, call us or visit our office in Jaipur, Rajasthan.",
  form: {
    heading: "Send us an enquiry",
    nameLabel: "Name",
    emailLabel: "Email",
    contactLabel: "Contact number",
    messageLabel: "Message",
    moreHeading: "About your business (optional)",
    companyLabel: "Company",
    stateLabel: "State",
    employeesLabel: "Number of employees",
    serviceLabel: "Service of interest",
    notSaid: "Choose (optional)",
    button: "Submit",
    busy: "Submitting...",
  },
  details: {
    heading: "Reach us",
    addressLabel: "Office",
    phoneLabel: "Phone",
    emailLabel: "Email",
    hoursHeading: "Operating hours",
    socialHeading: "Follow us",
  },
  map: {
    heading: "Find our office",
    showButton: "Show map",
    openLink: "Open in Google Maps",
    note: "The interactive map loads from Google only when you ask for it.",
  },
};

/** The social networks the contact page links to: a social network, a microblog and a professional network. */
export const contactSocialNames = ["facebook", "twitter", "linkedin"] as const;

/** The map's frame title names the office's city in force (staff may change the address, decision 028). */
export const mapIframeTitle = (city: string) => `Map showing ${city} office location`;
