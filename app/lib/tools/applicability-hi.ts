import { kindLabelsHi, stateNameHi } from "../../../contract/api/reminders-hi.ts";
import { factoryKinds } from "../../../contract/rules/establishment-kinds.ts";
import type { Figure } from "../../../contract/rules/labour-rules.ts";
import type { LabourRules } from "../../../contract/rules/labour-rules-on.ts";
import { formatCount } from "../../../contract/shared/format.ts";
import { isTranslated, pathIn } from "../../../contract/shared/language.ts";
import type { ApplicabilityInput, ApplicabilityResult, Duty, NotApplicable } from "./applicability.ts";
import { caveatInHindi } from "./tool-language.ts";

/**
 * The "Which laws apply?" answer in Hindi (issue 29). The checker decides in English
 * (applicability.ts, unchanged); this words each duty and each "does not apply" by its id, from
 * the same input and rules, so every threshold and count is the English answer's. A duty the
 * Hindi does not know yet (added later to the English checker) stays English rather than vanish.
 */
type DutyWords = Pick<Duty, "title" | "what" | "trigger" | "authority">;

const portalLabelsHi: Record<string, string> = {
  "https://unifiedportal-emp.epfindia.gov.in/": "ईपीएफओ का यूनिफ़ाइड एम्प्लॉयर पोर्टल",
  "https://www.esic.gov.in/": "ईएसआईसी पोर्टल",
  "https://rajfab.nic.in/": "RajFAB",
};
const rajasthanLabourPortalHi = "एलडीएमएस (LDMS) पोर्टल, श्रम विभाग, राजस्थान";

/** The pages a duty leads to, by their English path; a page not yet in Hindi is said to be in English. */
const guideLabelsHi: Record<string, string> = {
  "/esic": "ईएसआईसी मार्गदर्शिका",
  "/tools/pf-esi-calculator": "पीएफ और ईएसआई कैलकुलेटर",
  "/tools/gratuity-calculator": "ग्रेच्युटी कैलकुलेटर",
  "/tools/bonus-calculator": "बोनस कैलकुलेटर",
  "/se-guide": "दुकान और प्रतिष्ठान मार्गदर्शिका",
  "/factory-guide": "कारख़ाना मार्गदर्शिका",
  "/services/establishment-compliances": "प्रतिष्ठान अनुपालन सेवा",
  "/services/payroll-compliance": "पेरोल अनुपालन सेवा",
  "/services/vendor-compliance": "वेंडर अनुपालन सेवा",
  "/services/mines": "खदान अनुपालन सेवा",
};

const registersHi: Record<string, string> = {
  "employee register": "कर्मचारी रजिस्टर",
  "wage register": "मज़दूरी रजिस्टर",
  "register of loans and recoveries": "ऋण और वसूली रजिस्टर",
  "attendance register": "उपस्थिति रजिस्टर",
};

const dgmsHi = "खान सुरक्षा महानिदेशालय (DGMS)";

function wordsFor(labour: LabourRules, input: ApplicabilityInput) {
  const { thresholds: t, coverage, factory, epf, esi, gratuity, bonus, posh } = labour;
  const { state, kind, employees: n } = input;
  const rajasthan = state === "Rajasthan";
  const isFactory = factoryKinds.includes(kind);
  const stateHi = stateNameHi(state);
  const labourDept = `श्रम विभाग, ${stateHi}`;
  const factoryAuthority = rajasthan ? "कारख़ाना एवं बॉयलर्स निरीक्षण विभाग, राजस्थान" : `कारख़ाना निरीक्षणालय, ${stateHi}`;
  const headcount = n === 1 ? "आपके यहाँ 1 कर्मचारी है" : `आपके यहाँ ${formatCount(n)} कर्मचारी हैं`;
  const atLeast = (figure: Figure<number>, thing: string) => `${figure.value} या उससे अधिक ${thing}`;
  const threshold = kind === "factory-power" ? factory.withPower : factory.withoutPower;
  const exempt = t.rajasthanShopsExemptUpTo.value;

  const duties: Record<string, () => DutyWords> = {
    wages: () => ({
      title: "न्यूनतम मज़दूरी, समान वेतन और 7 तारीख़ तक मज़दूरी",
      what: "कम से कम न्यूनतम मज़दूरी दें, समान काम के लिए समान वेतन दें, और हर महीने की मज़दूरी अगले महीने की 7 तारीख़ तक चुका दें; हर कामगार को नियुक्ति पत्र दें।",
      trigger: "हर प्रतिष्ठान, चाहे उसका आकार कुछ भी हो (मज़दूरी संहिता, 2019)।",
      authority: labourDept,
    }),
    registers: () => ({
      title: "साझा श्रम रजिस्टर",
      what: `वे साझा फ़ॉर्म रखें जिन्हें राजस्थान कई श्रम क़ानूनों के लिए एक साथ रखने देता है: ${coverage.rajasthanCommonRegisters.value.map((r) => registersHi[r] ?? r).join(", ")}।`,
      trigger: "राजस्थान में कामगारों वाला हर प्रतिष्ठान (Ease of Compliance to Maintain Registers Rules, 2017)।",
      authority: labourDept,
    }),
    shops: () =>
      rajasthan
        ? {
            title: "दुकान और वाणिज्यिक प्रतिष्ठान पंजीकरण",
            what: "राजस्थान दुकान और वाणिज्यिक संस्थान अधिनियम, 1958 के अंतर्गत एक बार का पंजीकरण, कर्मचारियों की संख्या के अनुसार शुल्क के साथ।",
            trigger: `${headcount}: ${exempt} से अधिक कामगार।`,
            authority: labourDept,
          }
        : {
            title: `दुकान और प्रतिष्ठान पंजीकरण (${stateHi})`,
            what: `${stateHi} के दुकान और प्रतिष्ठान क़ानून के अंतर्गत पंजीकरण कराएँ; हर राज्य अपनी सीमा और शुल्क ख़ुद तय करता है।`,
            trigger: "दुकानें, कार्यालय और वाणिज्यिक प्रतिष्ठान (राज्य का क़ानून)।",
            authority: labourDept,
          },
    factory: () => ({
      title: "कारख़ाने का पंजीकरण और लाइसेंस",
      what: `स्थल और नक्शे की स्वीकृति, फिर पंजीकरण और लाइसेंस, और उसका नवीनीकरण; परिसर को कारख़ाने के रूप में इस्तेमाल करने से पहले सूचना।${rajasthan ? ` राजस्थान में ${factory.planApprovalExemptUpTo.value} तक कामगारों वाले गैर-ख़तरनाक कारख़ाने के लिए नक्शे की स्वीकृति ज़रूरी नहीं है।` : ""}`,
      trigger: `${headcount}, ${kind === "factory-power" ? "बिजली से चलने वाले" : "बिना बिजली वाले"} कारख़ाने में: ${atLeast(threshold, "कामगार")} होने पर यह कारख़ाना है (ओएसएच संहिता)।`,
      authority: factoryAuthority,
    }),
    "factory-return": () => ({
      title: "कारख़ाने का वार्षिक रिटर्न",
      what: "कैलेंडर वर्ष का सिंगल इंटीग्रेटेड रिटर्न (Single Integrated Return), ऑनलाइन फ़ाइल किया जाता है।",
      trigger: "हर पंजीकृत कारख़ाना।",
      authority: factoryAuthority,
    }),
    mine: () => ({
      title: "खदान खोलने की सूचना और योग्य प्रबंधक",
      what: "खनन शुरू होने से पहले सूचना दें, योग्य प्रबंधक नियुक्त करें, दुर्घटनाओं की रिपोर्ट करें और निर्धारित रिटर्न फ़ाइल करें।",
      trigger: "हर खदान, चाहे वहाँ कितने भी लोग काम करें (ओएसएच संहिता, पहले खान अधिनियम, 1952)।",
      authority: dgmsHi,
    }),
    osh: () => ({
      title: "ओएसएच संहिता के अंतर्गत प्रतिष्ठान का पंजीकरण",
      what: "उपजीविकाजन्य सुरक्षा, स्वास्थ्य और कार्यदशा संहिता, 2020 के अंतर्गत प्रतिष्ठान का एक ही पंजीकरण; इसमें ठेका श्रम भी आ जाता है, मुख्य नियोक्ता का अलग पंजीकरण नहीं चाहिए।",
      trigger: `${headcount}: ${atLeast(t.oshRegistration, "कामगार")}।`,
      authority: labourDept,
    }),
    "construction-cess": () => ({
      title: "भवन कामगार कल्याण उपकर",
      what: `निर्माण लागत के ${t.constructionCessPercent.value}% का कल्याण उपकर (cess) चुकाएँ।`,
      trigger: `${headcount}: ${atLeast(t.buildingWorkers, "भवन कामगार")}।`,
      authority: labourDept,
    }),
    contract: () => ({
      title: "ठेका श्रम के लिए ठेकेदार का लाइसेंस",
      what: "कामगार देने वाले हर ठेकेदार को लाइसेंस चाहिए; जाँच लें कि आपके ठेकेदारों के पास लाइसेंस है और उन्हें समय पर भुगतान करें।",
      trigger: `${formatCount(input.contract)} ठेका कामगार: ${atLeast(t.contractLabour, "ठेका कामगार")}।`,
      authority: labourDept,
    }),
    epf: () => ({
      title: "ईपीएफ पंजीकरण, अंशदान और मासिक ईसीआर (ECR)",
      what: `ईपीएफओ में पंजीकरण कराएँ, फिर हर महीने की ${epf.dueDay.value} तारीख़ तक अंशदान जमा करें और ईसीआर (ECR) फ़ाइल करें। ₹15,000 तक की ईपीएफ मज़दूरी वाले कर्मचारियों का सदस्य होना अनिवार्य है (आपके यहाँ ऐसे ${formatCount(input.upTo15k)} हैं)।`,
      trigger: `${headcount}: ${atLeast(epf.establishmentThreshold, "कर्मचारी")}।`,
      authority: "कर्मचारी भविष्य निधि संगठन (EPFO)",
    }),
    esi: () => ({
      title: "ईएसआई पंजीकरण और मासिक अंशदान",
      what: `कवरेज के योग्य होने के ${esi.registrationDays.value} दिन के भीतर पंजीकरण कराएँ, फिर ₹21,000 प्रति माह तक कमाने वाले कर्मचारियों के लिए हर महीने की ${esi.dueDay.value} तारीख़ तक अंशदान जमा करें (आपके यहाँ ऐसे ${formatCount(input.upTo21k)} हैं)।`,
      trigger: `${headcount}: ${atLeast(esi.establishmentThreshold, "व्यक्ति")}।`,
      authority: "कर्मचारी राज्य बीमा निगम (ESIC)",
    }),
    gratuity: () => ({
      title: "ग्रेच्युटी",
      what: "5 साल की सेवा के बाद नौकरी छोड़ने वाले कर्मचारियों को सीमा तक ग्रेच्युटी दें (निश्चित अवधि के कर्मचारियों के लिए 1 साल; मृत्यु या अपंगता पर सेवा की शर्त नहीं)।",
      trigger: `${headcount}: ${atLeast(gratuity.establishmentThreshold, "कर्मचारी")}।`,
      authority: labourDept,
    }),
    bonus: () => ({
      title: "वैधानिक बोनस",
      what: `₹21,000 प्रति माह तक कमाने वाले और 30 या अधिक दिन काम करने वाले कर्मचारियों को हर साल 8.33% से 20% बोनस दें (सीमा के भीतर आपके ${formatCount(input.upTo21k)} कर्मचारी हैं), वर्ष की समाप्ति के 8 महीने के भीतर।`,
      trigger: `${headcount}: ${atLeast(bonus.establishmentThreshold, "व्यक्ति")}।`,
      authority: labourDept,
    }),
    maternity: () => ({
      title: "मातृत्व लाभ",
      what: "पहले दो बच्चों के लिए 26 सप्ताह का सवेतन अवकाश (उसके बाद, और गोद लेने वाली व कमीशनिंग माताओं के लिए 12 सप्ताह); ईएसआई में कवर महिलाओं को यह ईएसआईसी से मिलता है।",
      trigger: `${headcount}: ${atLeast(t.maternityBenefit, "कर्मचारी")}।`,
      authority: labourDept,
    }),
    creche: () => ({
      title: "शिशु-गृह (क्रेश)",
      what: "कर्मचारियों के छोटे बच्चों के लिए शिशु-गृह की व्यवस्था करें।",
      trigger:
        n >= t.creche.value
          ? `${headcount}: ${atLeast(t.creche, "कर्मचारी")}।`
          : `कारख़ाने में ${formatCount(input.women)} ${input.women === 1 ? "महिला" : "महिलाएँ"}: ${factory.crecheWomen.value} से अधिक महिलाएँ (कारख़ाना अधिनियम का नियम)।`,
      authority: labourDept,
    }),
    posh: () => ({
      title: "पॉश (POSH) आंतरिक समिति, नीति और वार्षिक रिपोर्ट",
      what: "यौन उत्पीड़न के विरुद्ध आंतरिक समिति बनाएँ, नीति अपनाएँ और उसकी वार्षिक रिपोर्ट ज़िला अधिकारी को भेजें।",
      trigger: `${headcount}: ${atLeast(posh.threshold, "कर्मचारी")}।`,
      authority: "ज़िला अधिकारी (महिला एवं बाल विकास)",
    }),
    canteen: () => ({
      title: "कैंटीन",
      what: "कामगारों के लिए कैंटीन की व्यवस्था करें।",
      trigger: `${headcount}: ${atLeast(t.canteen, "कामगार")}, ठेका श्रम सहित (ओएसएच संहिता)।`,
      authority: factoryAuthority,
    }),
    ambulance: () => ({
      title: "एम्बुलेंस कक्ष",
      what: "निर्धारित उपकरणों और स्टाफ़ के साथ एम्बुलेंस कक्ष रखें।",
      trigger: `${headcount}: ${formatCount(t.ambulanceRoom.value)} से अधिक कामगार (ओएसएच संहिता)।`,
      authority: kind === "mine" ? dgmsHi : labourDept,
    }),
    layoff: () => ({
      title: "ले-ऑफ़, छँटनी या बंदी के लिए सरकार की अनुमति",
      what: "ले-ऑफ़, छँटनी और बंदी के लिए सरकार की पूर्व अनुमति चाहिए।",
      trigger: `${headcount}: ${atLeast(t.layoffPermission, "कामगार")} (औद्योगिक संबंध संहिता)।`,
      authority: labourDept,
    }),
    "professional-tax": () => ({
      title: "व्यवसाय कर (राज्य का क़ानून): राज्य से पुष्टि करें",
      what: `कई राज्य वेतन पर व्यवसाय कर (प्रोफ़ेशनल टैक्स) लगाते हैं, जिसे नियोक्ता काटकर जमा करता है; उसके पंजीकरण, स्लैब और रिटर्न की तारीख़ें हर राज्य की अपनी होती हैं। यह जाँच ${stateHi} के नियम नहीं जानती: पेरोल चलाने से पहले देख लें कि वहाँ यह कर लगता है या नहीं।`,
      trigger: `${stateHi} उन राज्यों में नहीं है जिनके बारे में हमारी नियम-सूची जानती है कि वहाँ व्यवसाय कर नहीं लगता।`,
      authority: `${stateHi} का व्यवसाय कर प्राधिकरण`,
    }),
    lwf: () => ({
      title: "श्रम कल्याण निधि (राज्य का क़ानून): राज्य से पुष्टि करें",
      what: `कई राज्य श्रम कल्याण निधि चलाते हैं, जिसमें नियोक्ता और कर्मचारी अपनी तय तारीख़ों पर अंशदान करते हैं। यह जाँच ${stateHi} के नियम नहीं जानती: देख लें कि वहाँ यह लागू होती है या नहीं।`,
      trigger: `${stateHi} उन राज्यों में नहीं है जिनके बारे में हमारी नियम-सूची जानती है कि वहाँ श्रम कल्याण निधि नहीं है।`,
      authority: labourDept,
    }),
  };

  const skipped: Record<string, () => Omit<NotApplicable, "id">> = {
    shops: () => ({
      title: "दुकान और वाणिज्यिक प्रतिष्ठान पंजीकरण",
      reason: `19 अगस्त 2025 से छूट: ${exempt} तक कामगारों वाले प्रतिष्ठान को पंजीकरण नहीं चाहिए (बाक़ी श्रम दायित्व फिर भी लागू होते हैं)।`,
    }),
    factory: () => ({
      title: "कारख़ाना लाइसेंस",
      reason: `ओएसएच संहिता के अंतर्गत कारख़ाना नहीं: ${kind === "factory-power" ? "बिजली के साथ" : "बिना बिजली के"} ${threshold.value} से कम कामगार।`,
    }),
    osh: () => ({ title: "ओएसएच संहिता के अंतर्गत पंजीकरण", reason: `${t.oshRegistration.value} से कम कामगार।` }),
    "construction-cess": () => ({
      title: "भवन कामगार कल्याण उपकर",
      reason: `${t.buildingWorkers.value} से कम भवन कामगार।`,
    }),
    contract: () => ({ title: "ठेकेदार का लाइसेंस", reason: `${t.contractLabour.value} से कम ठेका कामगार।` }),
    epf: () => ({
      title: "ईपीएफ पंजीकरण",
      reason: `${epf.establishmentThreshold.value} से कम कर्मचारी; आप स्वेच्छा से जुड़ सकते हैं।`,
    }),
    esi: () => ({
      title: "ईएसआई पंजीकरण",
      reason: `${esi.establishmentThreshold.value} से कम व्यक्ति; आप स्वेच्छा से जुड़ सकते हैं।`,
    }),
    gratuity: () => ({ title: "ग्रेच्युटी", reason: `${gratuity.establishmentThreshold.value} से कम कर्मचारी।` }),
    bonus: () => ({ title: "वैधानिक बोनस", reason: `${bonus.establishmentThreshold.value} से कम व्यक्ति।` }),
    creche: () => ({
      title: "शिशु-गृह (क्रेश)",
      reason: `${t.creche.value} से कम कर्मचारी${isFactory ? ` और ${factory.crecheWomen.value} से अधिक महिलाएँ नहीं` : ""}।`,
    }),
    posh: () => ({
      title: "पॉश (POSH) आंतरिक समिति",
      reason: `${posh.threshold.value} से कम कर्मचारी: शिकायतें ज़िले की स्थानीय समिति के पास जाती हैं।`,
    }),
    "professional-tax": () => ({ title: "व्यवसाय कर", reason: `${stateHi} में व्यवसाय कर नहीं लगता।` }),
    lwf: () => ({ title: "श्रम कल्याण निधि", reason: `${stateHi} में श्रम कल्याण निधि नहीं है।` }),
  };
  return { duties, skipped };
}

/** A page a duty leads to: the Hindi page where there is one, else the English page, said so. */
function guideHi(guide: NonNullable<Duty["guide"]>): NonNullable<Duty["guide"]> {
  const label = guideLabelsHi[guide.path];
  if (!label) return guide;
  return isTranslated(guide.path)
    ? { label, path: pathIn("hi", guide.path) }
    : { label: `${label} (अंग्रेज़ी में)`, path: guide.path };
}

/** The checker's answer worded in Hindi; the duties, their order, sources and figures are the English answer's. */
export function applicabilityInHindi(
  labour: LabourRules,
  input: ApplicabilityInput,
  english: ApplicabilityResult,
): ApplicabilityResult {
  const { duties: words, skipped } = wordsFor(labour, input);
  const duties = english.duties.map((duty): Duty => {
    const hindi = words[duty.id]?.();
    if (!hindi) return duty;
    return {
      ...duty,
      ...hindi,
      ...(duty.portal
        ? {
            portal: {
              ...duty.portal,
              label:
                portalLabelsHi[duty.portal.href] ??
                (duty.portal.href === labour.coverage.rajasthanLabourPortal.value
                  ? rajasthanLabourPortalHi
                  : duty.portal.label),
            },
          }
        : {}),
      ...(duty.guide ? { guide: guideHi(duty.guide) } : {}),
      caveats: duty.caveats.map(caveatInHindi),
    };
  });
  const notApplicable = english.notApplicable.map((item) => {
    const hindi = skipped[item.id]?.();
    return hindi ? { id: item.id, ...hindi } : item;
  });
  return { duties, notApplicable, caveats: english.caveats.map(caveatInHindi), summary: summaryHi(input, duties) };
}

/** The answer as the contact form's message, in Hindi, kept under 1,000 characters as the English one is. */
function summaryHi(input: ApplicabilityInput, duties: Duty[]): string {
  const people = [
    `${formatCount(input.women)} ${input.women === 1 ? "महिला" : "महिलाएँ"}`,
    `${formatCount(input.contract)} ठेकेदारों के ज़रिए`,
    `${formatCount(input.upTo15k)} की कमाई ₹15,000 तक और ${formatCount(input.upTo21k)} की ₹21,000 प्रति माह तक`,
  ].join(", ");
  const head = `"मुझ पर कौन-से श्रम क़ानून लागू होते हैं?" जाँच से: ${stateNameHi(input.state)} में ${kindLabelsHi[input.kind]}, ${formatCount(input.employees)} कर्मचारी (${people})।`;
  const list = `क्या लागू होता है: ${duties.map((d) => d.title).join("; ")}।`;
  const text = `${head}\n${list}\nकृपया इनमें हमारी मदद करें।`;
  return text.length <= 1000 ? text : `${text.slice(0, 997)}...`;
}
