/**
 * The Hindi home page's fixed words (issue 29): the controls' names and the labels screen readers
 * read, which are not the home document's own. English pages keep their words in the components.
 */
export const homePageHi = {
  showSlide: "स्लाइड दिखाएँ",
  previousSlide: "पिछली स्लाइड",
  nextSlide: "अगली स्लाइड",
  pause: "स्लाइडशो रोकें",
  play: "स्लाइडशो चलाएँ",
  billingPeriod: "बिलिंग अवधि",
  monthly: "मासिक",
  annually: "सालाना",
  mostPopular: "सबसे लोकप्रिय",
  recommended: "सुझाया गया",
  planLabel: (cta: string, name: string) => `${cta}: ${name} प्लान`,
  scrollLeft: "प्रशंसापत्र बाईं ओर खिसकाएँ",
  scrollRight: "प्रशंसापत्र दाईं ओर खिसकाएँ",
  testimonials: "क्लाइंट के प्रशंसापत्र",
  showTestimonial: "प्रशंसापत्र दिखाएँ",
  clientLogos: "क्लाइंट के लोगो",
  faq: "प्रश्नोत्तर",
  verifiedReview: "सत्यापित समीक्षा",
  viewPackage: "पैकेज देखें",
};
