import { stateNameHi } from "../../../contract/api/reminders-hi.ts";
import { labourRules } from "../../../contract/rules/labour-rules.ts";
import { resultNote, type ResultNote } from "./result-line.ts";

const { noProfessionalTax, noLabourWelfareFund } = labourRules.stateLevies;

/** What is known of a state's professional tax and labour welfare fund: "none" only with a source. */
export interface StateLevies {
  professionalTax: "none" | "check";
  welfareFund: "none" | "check";
}

export function stateLevies(state: string): StateLevies {
  return {
    professionalTax: (noProfessionalTax.value as readonly string[]).includes(state) ? "none" : "check",
    welfareFund: (noLabourWelfareFund.value as readonly string[]).includes(state) ? "none" : "check",
  };
}

/**
 * One sentence on the state's levies for a tool's answer. A state is said to be free of a levy only
 * when the rules file names it with a source; otherwise the levy is one to check with the state,
 * never one the tool has ruled out. `what` says what the tool leaves out ("deducted here", "listed here").
 */
export function stateLevyNote(state: string, what: string): ResultNote {
  const levies = stateLevies(state);
  const none = [
    ...(levies.professionalTax === "none" ? ["levies no professional tax"] : []),
    ...(levies.welfareFund === "none" ? ["has no labour welfare fund"] : []),
  ];
  const check = [
    ...(levies.professionalTax === "check" ? ["professional tax"] : []),
    ...(levies.welfareFund === "check" ? ["a labour welfare fund contribution"] : []),
  ];
  const figures = [
    ...(levies.professionalTax === "none" ? [noProfessionalTax] : []),
    ...(levies.welfareFund === "none" ? [noLabourWelfareFund] : []),
  ];
  const known = none.length ? `${state} ${none.join(" and ")}.` : "";
  const open = check.length
    ? `${state} may levy ${check.join(" and ")}: ${check.length > 1 ? "neither is" : "it is not"} ${what}, so check with the state.`
    : "";
  return resultNote([known, open].filter(Boolean).join(" "), figures);
}

/**
 * The same sentence in Hindi (issue 29): the same levies known and open, from the same rules.
 * `notHere` is the negative clause ("यहाँ शामिल नहीं"), said of the levies left open.
 */
export function stateLevyNoteHi(state: string, notHere: string): ResultNote {
  const levies = stateLevies(state);
  const name = stateNameHi(state);
  const none = [
    ...(levies.professionalTax === "none" ? ["व्यवसाय कर (प्रोफ़ेशनल टैक्स) नहीं लगता"] : []),
    ...(levies.welfareFund === "none" ? ["श्रम कल्याण निधि नहीं है"] : []),
  ];
  const check = [
    ...(levies.professionalTax === "check" ? ["व्यवसाय कर (प्रोफ़ेशनल टैक्स)"] : []),
    ...(levies.welfareFund === "check" ? ["श्रम कल्याण निधि का अंशदान"] : []),
  ];
  const figures = [
    ...(levies.professionalTax === "none" ? [noProfessionalTax] : []),
    ...(levies.welfareFund === "none" ? [noLabourWelfareFund] : []),
  ];
  const known = none.length ? `${name} में ${none.join(" और ")}।` : "";
  const open = check.length
    ? `${name} ${check.join(" और ")} ले सकता है: ${check.length > 1 ? "इनमें से कोई भी" : "यह"} ${notHere} है, इसलिए राज्य से पुष्टि कर लें।`
    : "";
  return resultNote([known, open].filter(Boolean).join(" "), figures);
}
