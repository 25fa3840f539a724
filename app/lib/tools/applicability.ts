import { factoryKinds, kindLabel, type EstablishmentKind } from "../../../contract/rules/establishment-kinds.ts";
import { labourRules, type Figure } from "../../../contract/rules/labour-rules.ts";
import { sourcesOf, type AnswerSource, type LabourRules } from "../../../contract/rules/labour-rules-on.ts";
import { formatCount } from "../../../contract/shared/format.ts";
import { caveatsOf } from "./result-line.ts";
import { stateLevies } from "./state-levies.ts";

export interface ApplicabilityInput {
  state: string;
  kind: EstablishmentKind;
  /** Everyone working there: on the rolls and through contractors. */
  employees: number;
  women: number;
  /** Of the employees, those engaged through contractors. */
  contract: number;
  /** Of the employees, those earning up to ₹15,000 and up to ₹21,000 a month. */
  upTo15k: number;
  upTo21k: number;
}

export const dutyCategories = [
  "registration",
  "licence",
  "contribution",
  "register",
  "return",
  "welfare",
  "policy",
] as const;
export type DutyCategory = (typeof dutyCategories)[number];

export interface Duty {
  id: string;
  category: DutyCategory;
  title: string;
  what: string;
  /** The threshold that made it apply, in words. */
  trigger: string;
  authority: string;
  portal?: { label: string; href: string };
  /** A page of this site that explains it: a guide, a service or a calculator. */
  guide?: { label: string; path: string };
  sources: AnswerSource[];
  caveats: string[];
}

export interface NotApplicable {
  id: string;
  title: string;
  reason: string;
}

export interface ApplicabilityResult {
  duties: Duty[];
  notApplicable: NotApplicable[];
  caveats: string[];
  /** The answer as plain text for the contact form's message. */
  summary: string;
}

const portals = {
  epfo: { label: "EPFO unified employer portal", href: "https://unifiedportal-emp.epfindia.gov.in/" },
  esic: { label: "ESIC portal", href: "https://www.esic.gov.in/" },
  rajasthanLabour: {
    label: "LDMS portal, Labour Department, Rajasthan",
    href: labourRules.coverage.rajasthanLabourPortal.value,
  },
  rajfab: { label: "RajFAB", href: "https://rajfab.nic.in/" },
};

const guides = {
  esi: { label: "ESIC Guidelines", path: "/esic" },
  pfCalculator: { label: "PF and ESI calculator", path: "/tools/pf-esi-calculator" },
  gratuity: { label: "Gratuity calculator", path: "/tools/gratuity-calculator" },
  bonus: { label: "Bonus calculator", path: "/tools/bonus-calculator" },
  shops: { label: "SE Guide", path: "/se-guide" },
  factory: { label: "Factory Guidelines", path: "/factory-guide" },
  establishment: { label: "Establishment compliances", path: "/services/establishment-compliances" },
  payroll: { label: "Payroll compliances", path: "/services/payroll-compliance" },
  vendor: { label: "Vendor compliances", path: "/services/vendor-compliance" },
  mines: { label: "Mines compliances", path: "/services/mines" },
};

type AnyFigure = Figure<unknown>;

function duty(fields: Omit<Duty, "sources" | "caveats">, figures: AnyFigure[]): Duty {
  return {
    ...fields,
    sources: [...new Set(figures.flatMap(sourcesOf))],
    caveats: [...new Set(figures.flatMap((f) => (f.uncertain ? [f.uncertain] : [])))],
  };
}

const count = (n: number, thing: string, things = `${thing}s`) => `${formatCount(n)} ${n === 1 ? thing : things}`;
const atLeast = (figure: Figure<number>, thing: string) => `${figure.value} or more ${thing}`;

/**
 * Which registrations, licences, contributions, registers and returns apply to an establishment
 * (content-facts §1–§9): each with the threshold that triggered it, the authority and portal, and
 * the page of this site that explains it. Headcounts include workers engaged through contractors.
 */
export function checkApplicability(labour: LabourRules, input: ApplicabilityInput): ApplicabilityResult {
  const { thresholds: t, coverage, factory, epf, esi, gratuity, bonus, posh } = labour;
  const { state, kind, employees: n } = input;
  const rajasthan = state === "Rajasthan";
  const isFactory = factoryKinds.includes(kind);
  const labourDept = rajasthan ? "Labour Department, Rajasthan" : `Labour Department, ${state}`;
  const labourPortal = rajasthan ? { portal: portals.rajasthanLabour } : {};
  const duties: Duty[] = [];
  const notApplicable: NotApplicable[] = [];
  const skip = (id: string, title: string, reason: string) => notApplicable.push({ id, title, reason });
  const headcount = `You have ${count(n, "employee")}`;

  duties.push(
    duty(
      {
        id: "wages",
        category: "policy",
        title: "Minimum wages, equal pay and wages paid by the 7th",
        what: "Pay at least the minimum wage, equal pay for equal work, and each month's wages by the 7th of the next month; issue an appointment letter to every worker.",
        trigger: "Every establishment, whatever its size (Code on Wages, 2019).",
        authority: labourDept,
        ...labourPortal,
        guide: guides.payroll,
      },
      [coverage.codeOnWagesAnySize, labour.wages.paymentDay, coverage.appointmentLetters],
    ),
  );
  if (rajasthan)
    duties.push(
      duty(
        {
          id: "registers",
          category: "register",
          title: "Common labour registers",
          what: `Keep the common forms Rajasthan allows across several labour laws: ${coverage.rajasthanCommonRegisters.value.join(", ")}.`,
          trigger:
            "Every establishment with workers in Rajasthan (Ease of Compliance to Maintain Registers Rules, 2017).",
          authority: labourDept,
          ...labourPortal,
        },
        [coverage.rajasthanCommonRegisters],
      ),
    );

  // Where the establishment registers: shops act, factory licence, mines, building work, or the OSH Code.
  if (kind === "shop" || kind === "it") {
    const exempt = t.rajasthanShopsExemptUpTo.value;
    if (!rajasthan)
      duties.push(
        duty(
          {
            id: "shops",
            category: "registration",
            title: `Shops and establishments registration (${state})`,
            what: `Register under ${state}'s shops and establishments law; each state sets its own threshold and fees.`,
            trigger: "Shops, offices and commercial establishments (state law).",
            authority: labourDept,
            guide: guides.shops,
          },
          [],
        ),
      );
    else if (n > exempt)
      duties.push(
        duty(
          {
            id: "shops",
            category: "registration",
            title: "Shops and commercial establishments registration",
            what: "One-time registration under the Rajasthan Shops and Commercial Establishments Act, 1958, with a fee by headcount.",
            trigger: `${headcount}: more than ${exempt} workers.`,
            authority: labourDept,
            ...labourPortal,
            guide: guides.shops,
          },
          [t.rajasthanShopsExemptUpTo],
        ),
      );
    else
      skip(
        "shops",
        "Shops and commercial establishments registration",
        `Exempt since 19 August 2025: up to ${exempt} workers need no registration (other labour duties still apply).`,
      );
  }
  if (isFactory) {
    const threshold = kind === "factory-power" ? factory.withPower : factory.withoutPower;
    const power = kind === "factory-power" ? "with power" : "without power";
    if (n >= threshold.value) {
      duties.push(
        duty(
          {
            id: "factory",
            category: "licence",
            title: "Factory registration and licence",
            what: `Site and plan approval, then registration and licence, with renewal; notice before using the premises as a factory.${rajasthan ? ` In Rajasthan plan approval is not needed for a non-hazardous factory with up to ${factory.planApprovalExemptUpTo.value} workers.` : ""}`,
            trigger: `${headcount} in a factory ${power}: ${atLeast(threshold, "workers")} makes it a factory (OSH Code).`,
            authority: rajasthan
              ? "Factories & Boilers Inspection Department, Rajasthan"
              : `Factories inspectorate, ${state}`,
            ...(rajasthan ? { portal: portals.rajfab } : {}),
            guide: guides.factory,
          },
          [threshold, ...(rajasthan ? [factory.planApprovalExemptUpTo] : [])],
        ),
      );
      if (rajasthan)
        duties.push(
          duty(
            {
              id: "factory-return",
              category: "return",
              title: "Factory annual return",
              what: "The Single Integrated Return for the calendar year, filed online.",
              trigger: "Every registered factory.",
              authority: "Factories & Boilers Inspection Department, Rajasthan",
              portal: portals.rajfab,
              guide: guides.factory,
            },
            [factory.annualReturn],
          ),
        );
    } else
      skip(
        "factory",
        "Factory licence",
        `Not a factory under the OSH Code: fewer than ${threshold.value} workers ${power}.`,
      );
  }
  if (kind === "mine")
    duties.push(
      duty(
        {
          id: "mine",
          category: "registration",
          title: "Notice of opening and a qualified manager",
          what: "Give notice before mining starts, appoint a qualified manager, report accidents and file the prescribed returns.",
          trigger: "Every mine, whatever its headcount (OSH Code, formerly the Mines Act, 1952).",
          authority: "Directorate General of Mines Safety (DGMS)",
          guide: guides.mines,
        },
        [coverage.minesAnySize],
      ),
    );
  if (n >= t.oshRegistration.value)
    duties.push(
      duty(
        {
          id: "osh",
          category: "registration",
          title: "Establishment registration under the OSH Code",
          what: "One registration for the establishment under the Occupational Safety, Health and Working Conditions Code, 2020; it also covers contract labour, with no separate principal-employer registration.",
          trigger: `${headcount}: ${atLeast(t.oshRegistration, "workers")}.`,
          authority: labourDept,
          ...labourPortal,
          guide: guides.establishment,
        },
        [t.oshRegistration],
      ),
    );
  else skip("osh", "Registration under the OSH Code", `Fewer than ${t.oshRegistration.value} workers.`);
  if (kind === "construction") {
    if (n >= t.buildingWorkers.value)
      duties.push(
        duty(
          {
            id: "construction-cess",
            category: "contribution",
            title: "Building workers' welfare cess",
            what: `Pay the welfare cess of ${t.constructionCessPercent.value}% of the construction cost.`,
            trigger: `${headcount}: ${atLeast(t.buildingWorkers, "building workers")}.`,
            authority: labourDept,
            ...labourPortal,
            guide: guides.establishment,
          },
          [t.buildingWorkers, t.constructionCessPercent],
        ),
      );
    else
      skip(
        "construction-cess",
        "Building workers' welfare cess",
        `Fewer than ${t.buildingWorkers.value} building workers.`,
      );
  }

  if (input.contract >= t.contractLabour.value)
    duties.push(
      duty(
        {
          id: "contract",
          category: "licence",
          title: "Contractor licence for contract labour",
          what: "Each contractor supplying the workers needs a licence; check your contractors hold one and pay them on time.",
          trigger: `${count(input.contract, "contract worker")}: ${atLeast(t.contractLabour, "contract workers")}.`,
          authority: labourDept,
          ...labourPortal,
          guide: guides.vendor,
        },
        [t.contractLabour],
      ),
    );
  else if (input.contract > 0)
    skip("contract", "Contractor licence", `Fewer than ${t.contractLabour.value} contract workers.`);

  if (n >= epf.establishmentThreshold.value)
    duties.push(
      duty(
        {
          id: "epf",
          category: "contribution",
          title: "EPF registration, contributions and the monthly ECR",
          what: `Register with EPFO, then pay contributions and file the ECR by the ${epf.dueDay.value}th of each month. Employees with EPF wages up to ₹15,000 must be members (you have ${formatCount(input.upTo15k)}).`,
          trigger: `${headcount}: ${atLeast(epf.establishmentThreshold, "employees")}.`,
          authority: "Employees' Provident Fund Organisation (EPFO)",
          portal: portals.epfo,
          guide: guides.pfCalculator,
        },
        [epf.establishmentThreshold, epf.dueDay, epf.wageCeiling],
      ),
    );
  else
    skip(
      "epf",
      "EPF registration",
      `Fewer than ${epf.establishmentThreshold.value} employees; you may join voluntarily.`,
    );

  if (n >= esi.establishmentThreshold.value)
    duties.push(
      duty(
        {
          id: "esi",
          category: "contribution",
          title: "ESI registration and monthly contributions",
          what: `Register within ${esi.registrationDays.value} days of becoming coverable, then pay contributions by the ${esi.dueDay.value}th of each month for employees earning up to ₹21,000 a month (you have ${formatCount(input.upTo21k)}).`,
          trigger: `${headcount}: ${atLeast(esi.establishmentThreshold, "persons")}.`,
          authority: "Employees' State Insurance Corporation (ESIC)",
          portal: portals.esic,
          guide: guides.esi,
        },
        [esi.establishmentThreshold, esi.registrationDays, esi.dueDay, esi.wageCeiling],
      ),
    );
  else
    skip(
      "esi",
      "ESI registration",
      `Fewer than ${esi.establishmentThreshold.value} persons; you may join voluntarily.`,
    );

  if (n >= gratuity.establishmentThreshold.value)
    duties.push(
      duty(
        {
          id: "gratuity",
          category: "contribution",
          title: "Gratuity",
          what: "Pay gratuity to employees who leave after 5 years' service (1 year for fixed-term staff; none needed on death or disablement), up to the ceiling.",
          trigger: `${headcount}: ${atLeast(gratuity.establishmentThreshold, "employees")}.`,
          authority: labourDept,
          guide: guides.gratuity,
        },
        [gratuity.establishmentThreshold, gratuity.ceiling],
      ),
    );
  else skip("gratuity", "Gratuity", `Fewer than ${gratuity.establishmentThreshold.value} employees.`);

  if (n >= bonus.establishmentThreshold.value)
    duties.push(
      duty(
        {
          id: "bonus",
          category: "contribution",
          title: "Statutory bonus",
          what: `Pay 8.33% to 20% bonus each year to employees earning up to ₹21,000 a month who worked 30 days or more (you have ${formatCount(input.upTo21k)} within the limit), within 8 months of the year's close.`,
          trigger: `${headcount}: ${atLeast(bonus.establishmentThreshold, "persons")}.`,
          authority: labourDept,
          guide: guides.bonus,
        },
        [bonus.establishmentThreshold, bonus.wageLimit, bonus.paymentWithinMonths],
      ),
    );
  else skip("bonus", "Statutory bonus", `Fewer than ${bonus.establishmentThreshold.value} persons.`);

  if (n >= t.maternityBenefit.value)
    duties.push(
      duty(
        {
          id: "maternity",
          category: "welfare",
          title: "Maternity benefit",
          what: "26 weeks' paid leave for the first two children (12 after that, and for adopting and commissioning mothers); women covered by ESI receive it through ESIC.",
          trigger: `${headcount}: ${atLeast(t.maternityBenefit, "employees")}.`,
          authority: labourDept,
        },
        [t.maternityBenefit],
      ),
    );

  const crecheByWomen = isFactory && input.women > factory.crecheWomen.value;
  if (n >= t.creche.value || crecheByWomen)
    duties.push(
      duty(
        {
          id: "creche",
          category: "welfare",
          title: "Crèche",
          what: "Provide a crèche for employees' young children.",
          trigger:
            n >= t.creche.value
              ? `${headcount}: ${atLeast(t.creche, "employees")}.`
              : `${count(input.women, "woman", "women")} in a factory: more than ${factory.crecheWomen.value} women (Factories Act rule).`,
          authority: labourDept,
        },
        n >= t.creche.value ? [t.creche] : [factory.crecheWomen],
      ),
    );
  else
    skip(
      "creche",
      "Crèche",
      `Fewer than ${t.creche.value} employees${isFactory ? ` and not more than ${factory.crecheWomen.value} women` : ""}.`,
    );

  if (n >= posh.threshold.value)
    duties.push(
      duty(
        {
          id: "posh",
          category: "policy",
          title: "POSH Internal Committee, policy and annual report",
          what: "Set up an Internal Committee against sexual harassment, adopt a policy and file its annual report with the District Officer.",
          trigger: `${headcount}: ${atLeast(posh.threshold, "employees")}.`,
          authority: "District Officer (Women and Child Development)",
        },
        [posh.threshold, posh.annualReport],
      ),
    );
  else
    skip(
      "posh",
      "POSH Internal Committee",
      `Fewer than ${posh.threshold.value} employees: complaints go to the district's Local Committee.`,
    );

  if (isFactory && n >= t.canteen.value)
    duties.push(
      duty(
        {
          id: "canteen",
          category: "welfare",
          title: "Canteen",
          what: "Provide a canteen for the workers.",
          trigger: `${headcount}: ${atLeast(t.canteen, "workers")}, contract labour included (OSH Code).`,
          authority: rajasthan
            ? "Factories & Boilers Inspection Department, Rajasthan"
            : `Factories inspectorate, ${state}`,
        },
        [t.canteen],
      ),
    );
  if ((isFactory || kind === "mine" || kind === "construction") && n > t.ambulanceRoom.value)
    duties.push(
      duty(
        {
          id: "ambulance",
          category: "welfare",
          title: "Ambulance room",
          what: "Keep an ambulance room with the prescribed equipment and staff.",
          trigger: `${headcount}: more than ${formatCount(t.ambulanceRoom.value)} workers (OSH Code).`,
          authority: kind === "mine" ? "Directorate General of Mines Safety (DGMS)" : labourDept,
        },
        [t.ambulanceRoom],
      ),
    );
  if ((isFactory || kind === "mine") && n >= t.layoffPermission.value)
    duties.push(
      duty(
        {
          id: "layoff",
          category: "policy",
          title: "Government permission for lay-off, retrenchment or closure",
          what: "Lay-off, retrenchment and closure need the government's prior permission.",
          trigger: `${headcount}: ${atLeast(t.layoffPermission, "workers")} (Industrial Relations Code).`,
          authority: labourDept,
        },
        [t.layoffPermission],
      ),
    );

  const levies = stateLevies(state);
  if (levies.professionalTax === "none")
    skip("professional-tax", "Professional tax", `${state} levies no professional tax.`);
  else
    duties.push(
      duty(
        {
          id: "professional-tax",
          category: "registration",
          title: "Professional tax (state law): check with the state",
          what: `Many states levy professional tax on salaries, deducted and paid by the employer, with their own registration, slabs and return dates. This checker does not know ${state}'s: check whether it levies one before you run payroll.`,
          trigger: `${state} is not one the rules file knows to be free of professional tax.`,
          authority: `Professional tax authority of ${state}`,
        },
        [],
      ),
    );
  if (levies.welfareFund === "none") skip("lwf", "Labour welfare fund", `${state} has no labour welfare fund.`);
  else
    duties.push(
      duty(
        {
          id: "lwf",
          category: "contribution",
          title: "Labour welfare fund (state law): check with the state",
          what: `Many states run a labour welfare fund with employer and employee contributions on their own dates. This checker does not know ${state}'s: check whether one applies.`,
          trigger: `${state} is not one the rules file knows to have no labour welfare fund.`,
          authority: labourDept,
        },
        [],
      ),
    );

  return { duties, notApplicable, caveats: caveatsOf(duties), summary: summaryOf(input, duties) };
}

/** The answer as the contact form's message: inputs, then what applies, kept under 1,000 characters. */
function summaryOf(input: ApplicabilityInput, duties: Duty[]): string {
  const people = [
    count(input.women, "woman", "women"),
    `${formatCount(input.contract)} through contractors`,
    `${formatCount(input.upTo15k)} earning up to ₹15,000 and ${formatCount(input.upTo21k)} up to ₹21,000 a month`,
  ].join(", ");
  const head = `From your "Which laws apply?" checker: ${kindLabel(input.kind)} in ${input.state}, ${count(input.employees, "employee")} (${people}).`;
  const list = `What applies: ${duties.map((d) => d.title).join("; ")}.`;
  const text = `${head}\n${list}\nPlease help us with these.`;
  return text.length <= 1000 ? text : `${text.slice(0, 997)}...`;
}
