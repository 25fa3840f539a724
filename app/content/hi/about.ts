/** The Hindi about page's fixed words (issue 29): those that are not the about document's own. */
export const aboutPageHi = {
  since: "स्थापना",
  servingSince: "से भारतीय नियोक्ताओं की सेवा में",
  visionAndMission: "दृष्टि और लक्ष्य",
};
