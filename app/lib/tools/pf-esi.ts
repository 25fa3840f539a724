import type { LabourRules } from "../../../contract/rules/labour-rules-on.ts";
import { formatPaise, toPaise } from "../../../contract/shared/money.ts";
import type { indianStates } from "../../../contract/shared/indian-states.ts";
import { codeWages, describeWages, type CodeWages, type PayParts } from "./code-wages.ts";
import {
  caveatsOf,
  percentText,
  resultLine,
  resultNote,
  rupeeShare,
  rupeesText,
  type ResultLine,
  type ResultNote,
} from "./result-line.ts";
import { pfEsiText, type PfEsiText } from "./pf-esi-text.ts";
import type { Language } from "../../../contract/shared/language.ts";

export const epsAnswers = ["auto", "yes", "no"] as const;
/** Whether the employee is in the pension scheme: "auto" decides from the wages (see `inPensionScheme`). */
export type EpsAnswer = (typeof epsAnswers)[number];

export interface PfEsiInput extends PayParts {
  eps: EpsAnswer;
  state: (typeof indianStates)[number];
  /** A person with disability: the higher ESI ceiling applies. */
  disability: boolean;
  /** Covered by ESI at the start of the current contribution period (stays covered until it ends). */
  esiCoveredEarlier: boolean;
}

export interface PfEsiResult {
  wages: CodeWages;
  wagesLine: ResultLine;
  /** EPF on wages up to the ceiling: what the law requires. */
  epf: ResultLine[];
  /** EPF if the employer contributes on full wages; null when wages are within the ceiling. */
  epfFullWages: ResultLine[] | null;
  esiCovered: boolean;
  esi: ResultLine[];
  /** Whether the EPF lines send part of the employer's share to the pension scheme. */
  pensionMember: boolean;
  net: ResultLine;
  employerCost: ResultLine;
  notes: ResultNote[];
  caveats: string[];
}

/** The EPF wage ceiling in paise. */
const ceilingOf = (rules: LabourRules) => toPaise(rules.epf.wageCeiling.value);

/**
 * Whether the employee is in the pension scheme. Asked, since it depends on when and at what pay
 * the employee joined: someone who joined on or after 1 September 2014 with EPF wages above the
 * ceiling is outside EPS, and so is a member aged 58 or more (the EPFO guide says the same). Left
 * to "auto", wages up to the ceiling mean a member and wages above it mean a newcomer outside EPS.
 */
export function inPensionScheme(rules: LabourRules, answer: EpsAnswer, wagesPaise: number): boolean {
  return answer === "auto" ? wagesPaise <= ceilingOf(rules) : answer === "yes";
}

/** The employer's share to the pension scheme and the rule that produced it. */
function pensionShare(
  rules: LabourRules,
  capped: number,
  member: boolean,
  t: PfEsiText,
): { amount: number; rule: string } {
  const epfRules = rules.epf;
  const ceilingPaise = ceilingOf(rules);
  if (!member) return { amount: 0, rule: t.pensionNone };
  const most = rupeesText(rupeeShare(ceilingPaise, epfRules.pensionRate.value, "nearest"));
  return {
    amount: rupeeShare(capped, epfRules.pensionRate.value, "nearest"),
    rule: t.pensionRule(percentText(epfRules.pensionRate.value), rupeesText(capped), rupeesText(ceilingPaise), most),
  };
}

/** The EPF lines for contributions on `contributionWages` (pension and EDLI stay on capped wages). */
function epfLines(
  rules: LabourRules,
  wagesPaise: number,
  contributionWages: number,
  suffix: string,
  member: boolean,
  t: PfEsiText,
): ResultLine[] {
  const epfRules = rules.epf;
  const ceilingPaise = ceilingOf(rules);
  const capped = Math.min(wagesPaise, ceilingPaise);
  const employee = rupeeShare(contributionWages, epfRules.employeeRate.value, "nearest");
  const employerTotal = rupeeShare(contributionWages, epfRules.employerRate.value, "nearest");
  const pension = pensionShare(rules, capped, member, t);
  const edli = rupeeShare(capped, epfRules.edliRate.value, "nearest");
  const admin = rupeeShare(contributionWages, epfRules.adminRate.value, "nearest");
  const on = rupeesText(contributionWages);
  const rounding = [epfRules.rounding];
  return [
    resultLine(
      `epf-employee${suffix}`,
      t.employeeEpfLabel,
      employee,
      t.employeeEpfRule(percentText(epfRules.employeeRate.value), on),
      [epfRules.employeeRate, epfRules.wageCeiling, ...rounding],
    ),
    resultLine(`eps${suffix}`, t.epsLabel, pension.amount, pension.rule, [
      epfRules.pensionRate,
      epfRules.wageCeiling,
      ...rounding,
    ]),
    resultLine(
      `epf-employer${suffix}`,
      t.employerPfLabel,
      employerTotal - pension.amount,
      member
        ? t.employerPfLessPension(percentText(epfRules.employerRate.value), on, rupeesText(employerTotal))
        : t.employerPfWhole(percentText(epfRules.employerRate.value), on),
      [epfRules.employerRate, ...rounding],
    ),
    resultLine(
      `edli${suffix}`,
      t.edliLabel,
      edli,
      t.edliRule(percentText(epfRules.edliRate.value), rupeesText(capped), rupeesText(ceilingPaise)),
      [epfRules.edliRate, epfRules.wageCeiling, ...rounding],
    ),
    resultLine(
      `epf-admin${suffix}`,
      t.adminLabel,
      admin,
      t.adminRule(
        percentText(epfRules.adminRate.value),
        on,
        rupeesText(toPaise(epfRules.adminMinimumPerEstablishment.value)),
      ),
      [epfRules.adminRate, epfRules.adminMinimumPerEstablishment, ...rounding],
    ),
  ];
}

const amountOf = (lines: ResultLine[], id: string) => lines.find((l) => l.id === id)?.amountPaise ?? 0;

function esiLines(
  rules: LabourRules,
  input: PfEsiInput,
  wagesPaise: number,
  t: PfEsiText,
): { covered: boolean; lines: ResultLine[]; notes: ResultNote[] } {
  const esiRules = rules.esi;
  const ceiling = input.disability ? esiRules.disabilityWageCeiling : esiRules.wageCeiling;
  const ceilingText = rupeesText(toPaise(ceiling.value));
  const withinCeiling = wagesPaise <= toPaise(ceiling.value);
  const covered = withinCeiling || input.esiCoveredEarlier;
  const notes: ResultNote[] = [];
  if (!covered) {
    const rule = t.esiNotCovered(rupeesText(wagesPaise), ceilingText);
    return {
      covered,
      lines: [
        resultLine("esi-employee", t.esiEmployeeLabel, 0, rule, [ceiling, esiRules.wageCeiling]),
        resultLine("esi-employer", t.esiEmployerLabel, 0, rule, [ceiling, esiRules.wageCeiling]),
      ],
      notes,
    };
  }
  if (!withinCeiling) {
    notes.push(resultNote(t.esiCoveredEarlier(ceilingText), [esiRules.coveredUntilPeriodEnd]));
  }
  const divisor = esiRules.daysPerMonth.value;
  const daily = wagesPaise / divisor;
  const exempt = daily <= toPaise(esiRules.exemptDailyWage.value);
  const dailyText = t.daily(rupeesText(wagesPaise), divisor, formatPaise(Math.floor(daily)));
  const employee = exempt ? 0 : rupeeShare(wagesPaise, esiRules.employeeRate.value, "up");
  const employeeRule = exempt
    ? t.esiExempt(dailyText, rupeesText(toPaise(esiRules.exemptDailyWage.value)))
    : t.esiEmployeeRule(percentText(esiRules.employeeRate.value), rupeesText(wagesPaise));
  const employer = rupeeShare(wagesPaise, esiRules.employerRate.value, "up");
  const wageFigures = [ceiling, esiRules.wageCeiling, esiRules.rounding];
  return {
    covered,
    lines: [
      resultLine(
        "esi-employee",
        t.esiEmployeeLabel,
        employee,
        employeeRule,
        exempt
          ? [esiRules.exemptDailyWage, esiRules.daysPerMonth, ...wageFigures]
          : [esiRules.employeeRate, ...wageFigures],
      ),
      resultLine(
        "esi-employer",
        t.esiEmployerLabel,
        employer,
        t.esiEmployerRule(percentText(esiRules.employerRate.value), rupeesText(wagesPaise), exempt),
        [esiRules.employerRate, ...wageFigures],
      ),
    ],
    notes,
  };
}

/**
 * PF and ESI for one month's salary (content-facts §1, §2, §5): wages under the Code, EPF with its
 * EPS/EPF split on wages up to the ceiling (and on full wages, when they are above it), ESI with
 * its ceiling and low-wage exemption, the employee's deduction and the employer's cost. The
 * answer's words are in `language` (issue 29); its figures are the same in both.
 */
export function calculatePfEsi(rules: LabourRules, input: PfEsiInput, language: Language = "en"): PfEsiResult {
  const t = pfEsiText[language];
  const { epf: epfRules, esi: esiRules } = rules;
  const ceilingPaise = ceilingOf(rules);
  const wages = codeWages(rules, input);
  const wagesLine = resultLine("wages", t.wagesLabel, wages.wages, describeWages(wages, input.allowances, language), [
    rules.codeWages.exclusionsCapPercent,
  ]);
  const member = inPensionScheme(rules, input.eps, wages.wages);
  const epf = epfLines(rules, wages.wages, Math.min(wages.wages, ceilingPaise), "", member, t);
  const epfFullWages =
    wages.wages > ceilingPaise ? epfLines(rules, wages.wages, wages.wages, "-full", member, t) : null;
  const esi = esiLines(rules, input, wages.wages, t);

  const employeeEpf = amountOf(epf, "epf-employee");
  const employeeEsi = amountOf(esi.lines, "esi-employee");
  const net = resultLine(
    "net",
    t.netLabel,
    employeeEpf + employeeEsi,
    t.netRule(rupeesText(employeeEpf), rupeesText(employeeEsi)),
    [],
  );
  const employerEpf = ["eps", "epf-employer", "edli", "epf-admin"].reduce((sum, id) => sum + amountOf(epf, id), 0);
  const employerEsi = amountOf(esi.lines, "esi-employer");
  const employerCost = resultLine(
    "employer-cost",
    t.costLabel,
    employerEpf + employerEsi,
    t.costRule(rupeesText(employerEpf), rupeesText(employerEsi)),
    [],
  );

  const notes: ResultNote[] = [
    ...esi.notes,
    resultNote(t.thresholds(epfRules.establishmentThreshold.value, esiRules.establishmentThreshold.value), [
      epfRules.establishmentThreshold,
      esiRules.establishmentThreshold,
    ]),
    ...(wages.wages > ceilingPaise
      ? [resultNote(t.aboveCeiling(rupeesText(ceilingPaise), member), [epfRules.wageCeiling])]
      : []),
    t.levies(input.state),
  ];
  const all = [wagesLine, ...epf, ...(epfFullWages ?? []), ...esi.lines, ...notes];
  return {
    wages,
    wagesLine,
    epf,
    epfFullWages,
    esiCovered: esi.covered,
    esi: esi.lines,
    pensionMember: member,
    net,
    employerCost,
    notes,
    caveats: caveatsOf(all),
  };
}
