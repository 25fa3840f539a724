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
import { stateLevyNote } from "./state-levies.ts";

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
function pensionShare(rules: LabourRules, capped: number, member: boolean): { amount: number; rule: string } {
  const epfRules = rules.epf;
  const ceilingPaise = ceilingOf(rules);
  if (!member)
    return {
      amount: 0,
      rule: "Nothing: the employee is not in the pension scheme (joined on or after 1 September 2014 with EPF wages above the ceiling, or aged 58 or more), so the employer's whole share goes to the provident fund",
    };
  const most = rupeesText(rupeeShare(ceilingPaise, epfRules.pensionRate.value, "nearest"));
  return {
    amount: rupeeShare(capped, epfRules.pensionRate.value, "nearest"),
    rule: `${percentText(epfRules.pensionRate.value)} of ${rupeesText(capped)}: pension is worked on wages up to ${rupeesText(ceilingPaise)}, so at most ${most}`,
  };
}

/** The EPF lines for contributions on `contributionWages` (pension and EDLI stay on capped wages). */
function epfLines(
  rules: LabourRules,
  wagesPaise: number,
  contributionWages: number,
  suffix: string,
  member: boolean,
): ResultLine[] {
  const epfRules = rules.epf;
  const ceilingPaise = ceilingOf(rules);
  const capped = Math.min(wagesPaise, ceilingPaise);
  const employee = rupeeShare(contributionWages, epfRules.employeeRate.value, "nearest");
  const employerTotal = rupeeShare(contributionWages, epfRules.employerRate.value, "nearest");
  const pension = pensionShare(rules, capped, member);
  const edli = rupeeShare(capped, epfRules.edliRate.value, "nearest");
  const admin = rupeeShare(contributionWages, epfRules.adminRate.value, "nearest");
  const on = rupeesText(contributionWages);
  const rounding = [epfRules.rounding];
  return [
    resultLine(
      `epf-employee${suffix}`,
      "Employee EPF (deducted from pay)",
      employee,
      `${percentText(epfRules.employeeRate.value)} of ${on}, all to the provident fund account`,
      [epfRules.employeeRate, epfRules.wageCeiling, ...rounding],
    ),
    resultLine(`eps${suffix}`, "Employer to pension (EPS)", pension.amount, pension.rule, [
      epfRules.pensionRate,
      epfRules.wageCeiling,
      ...rounding,
    ]),
    resultLine(
      `epf-employer${suffix}`,
      "Employer to provident fund",
      employerTotal - pension.amount,
      member
        ? `The employer's ${percentText(epfRules.employerRate.value)} of ${on} (${rupeesText(employerTotal)}) less the pension share`
        : `The employer's whole ${percentText(epfRules.employerRate.value)} of ${on}`,
      [epfRules.employerRate, ...rounding],
    ),
    resultLine(
      `edli${suffix}`,
      "EDLI insurance (employer)",
      edli,
      `${percentText(epfRules.edliRate.value)} of ${rupeesText(capped)}, on wages up to ${rupeesText(ceilingPaise)}`,
      [epfRules.edliRate, epfRules.wageCeiling, ...rounding],
    ),
    resultLine(
      `epf-admin${suffix}`,
      "EPF administration charge (employer)",
      admin,
      `${percentText(epfRules.adminRate.value)} of ${on}; each establishment pays at least ${rupeesText(toPaise(epfRules.adminMinimumPerEstablishment.value))} a month in all`,
      [epfRules.adminRate, epfRules.adminMinimumPerEstablishment, ...rounding],
    ),
  ];
}

const amountOf = (lines: ResultLine[], id: string) => lines.find((l) => l.id === id)?.amountPaise ?? 0;

function esiLines(
  rules: LabourRules,
  input: PfEsiInput,
  wagesPaise: number,
): { covered: boolean; lines: ResultLine[]; notes: ResultNote[] } {
  const esiRules = rules.esi;
  const ceiling = input.disability ? esiRules.disabilityWageCeiling : esiRules.wageCeiling;
  const ceilingText = rupeesText(toPaise(ceiling.value));
  const withinCeiling = wagesPaise <= toPaise(ceiling.value);
  const covered = withinCeiling || input.esiCoveredEarlier;
  const notes: ResultNote[] = [];
  if (!covered) {
    const rule = `ESI wages of ${rupeesText(wagesPaise)} are above the ${ceilingText} ceiling, so the employee is not covered`;
    return {
      covered,
      lines: [
        resultLine("esi-employee", "Employee ESI (deducted from pay)", 0, rule, [ceiling, esiRules.wageCeiling]),
        resultLine("esi-employer", "Employer ESI", 0, rule, [ceiling, esiRules.wageCeiling]),
      ],
      notes,
    };
  }
  if (!withinCeiling) {
    notes.push(
      resultNote(
        `Above the ${ceilingText} ceiling, but covered at the start of this contribution period (1 April–30 September or 1 October–31 March): contributions continue on full wages until the period ends.`,
        [esiRules.coveredUntilPeriodEnd],
      ),
    );
  }
  const divisor = esiRules.daysPerMonth.value;
  const daily = wagesPaise / divisor;
  const exempt = daily <= toPaise(esiRules.exemptDailyWage.value);
  const dailyText = `${rupeesText(wagesPaise)} ÷ ${divisor} = ${formatPaise(Math.floor(daily))} a day`;
  const employee = exempt ? 0 : rupeeShare(wagesPaise, esiRules.employeeRate.value, "up");
  const employeeRule = exempt
    ? `No employee share: the average daily wage (${dailyText}) is not above ${rupeesText(toPaise(esiRules.exemptDailyWage.value))}`
    : `${percentText(esiRules.employeeRate.value)} of ${rupeesText(wagesPaise)}, rounded up to the next rupee`;
  const employer = rupeeShare(wagesPaise, esiRules.employerRate.value, "up");
  const wageFigures = [ceiling, esiRules.wageCeiling, esiRules.rounding];
  return {
    covered,
    lines: [
      resultLine(
        "esi-employee",
        "Employee ESI (deducted from pay)",
        employee,
        employeeRule,
        exempt
          ? [esiRules.exemptDailyWage, esiRules.daysPerMonth, ...wageFigures]
          : [esiRules.employeeRate, ...wageFigures],
      ),
      resultLine(
        "esi-employer",
        "Employer ESI",
        employer,
        `${percentText(esiRules.employerRate.value)} of ${rupeesText(wagesPaise)}, rounded up to the next rupee${exempt ? " (the employer pays even when the employee is exempt)" : ""}`,
        [esiRules.employerRate, ...wageFigures],
      ),
    ],
    notes,
  };
}

/**
 * PF and ESI for one month's salary (content-facts §1, §2, §5): wages under the Code, EPF with its
 * EPS/EPF split on wages up to the ceiling (and on full wages, when they are above it), ESI with
 * its ceiling and low-wage exemption, the employee's deduction and the employer's cost.
 */
export function calculatePfEsi(rules: LabourRules, input: PfEsiInput): PfEsiResult {
  const { epf: epfRules, esi: esiRules } = rules;
  const ceilingPaise = ceilingOf(rules);
  const wages = codeWages(rules, input);
  const wagesLine = resultLine("wages", "Wages under the Code", wages.wages, describeWages(wages, input.allowances), [
    rules.codeWages.exclusionsCapPercent,
  ]);
  const member = inPensionScheme(rules, input.eps, wages.wages);
  const epf = epfLines(rules, wages.wages, Math.min(wages.wages, ceilingPaise), "", member);
  const epfFullWages = wages.wages > ceilingPaise ? epfLines(rules, wages.wages, wages.wages, "-full", member) : null;
  const esi = esiLines(rules, input, wages.wages);

  const employeeEpf = amountOf(epf, "epf-employee");
  const employeeEsi = amountOf(esi.lines, "esi-employee");
  const net = resultLine(
    "net",
    "Employee's deduction this month",
    employeeEpf + employeeEsi,
    `Employee EPF ${rupeesText(employeeEpf)} + employee ESI ${rupeesText(employeeEsi)}`,
    [],
  );
  const employerEpf = ["eps", "epf-employer", "edli", "epf-admin"].reduce((sum, id) => sum + amountOf(epf, id), 0);
  const employerEsi = amountOf(esi.lines, "esi-employer");
  const employerCost = resultLine(
    "employer-cost",
    "Employer's cost on top of wages",
    employerEpf + employerEsi,
    `EPF, pension, EDLI and administration ${rupeesText(employerEpf)} + employer ESI ${rupeesText(employerEsi)}`,
    [],
  );

  const notes: ResultNote[] = [
    ...esi.notes,
    resultNote(
      `EPF applies to establishments with ${epfRules.establishmentThreshold.value} or more employees, ESI to those with ${esiRules.establishmentThreshold.value} or more; smaller ones may join voluntarily.`,
      [epfRules.establishmentThreshold, esiRules.establishmentThreshold],
    ),
    ...(wages.wages > ceilingPaise
      ? [
          resultNote(
            `EPF wages above ${rupeesText(ceilingPaise)}: an employee who joins at this pay may stay out of EPF or join voluntarily; the figures assume the employee is an EPF member${member ? " in the pension scheme (someone in it from earlier, at lower pay or before 1 September 2014)" : " outside the pension scheme"}.`,
            [epfRules.wageCeiling],
          ),
        ]
      : []),
    stateLevyNote(input.state, "deducted here"),
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
