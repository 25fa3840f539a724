import { establishmentKindIds, type EstablishmentKind } from "../../../contract/rules/establishment-kinds.ts";
import type { LabourRules } from "../../../contract/rules/labour-rules-on.ts";
import { bonusFieldCopy, gratuityFieldCopy, pfEsiFieldCopy, whichLawsFieldCopy } from "../../content/tools.ts";
import { indianStates } from "../../../contract/shared/indian-states.ts";
import { DEFAULT_STATE } from "../../../contract/shop/orders.ts";
import type { ApplicabilityInput } from "./applicability.ts";
import { parseBonusCsv } from "./bonus-csv.ts";
import { bonusText } from "./bonus-text.ts";
import type { Language } from "../../../contract/shared/language.ts";
import type { BonusEmployee, BonusTerms } from "./bonus.ts";
import type { CalendarFilter } from "../../../contract/rules/calendar-dates.ts";
import { employeeTypes, exitReasons, type GratuityInput } from "./gratuity.ts";
import { epsAnswers, type PfEsiInput } from "./pf-esi.ts";
import {
  parseAmount,
  parseChoice,
  parseFlag,
  parsePercent,
  parseWhole,
  rawValue,
  readForm,
  type FormRead,
  type Parsed,
} from "./tool-input.ts";

/**
 * Each tool's query parameters and how they read. The parameter names are what a shared link
 * carries and what the route declares to the page cache (`handle.queryKeys`).
 */
export const stateMessage = "Choose a state from the list.";
const parseState = (raw: string | null) => parseChoice(raw, indianStates, stateMessage, DEFAULT_STATE);
const yesNo = ["yes", "no"] as const;

/** The state select's options: Rajasthan first (the firm's home state), then the rest in order. */
export const stateOptions = [DEFAULT_STATE, ...indianStates.filter((s) => s !== DEFAULT_STATE)].map((s) => ({
  value: s,
  label: s,
}));

/**
 * `other` holds only the allowances the Code excludes (as it always has, so an old shared link keeps
 * its answer); `allowances` is pay that counts as wages although it is not basic or DA.
 */
export const pfEsiKeys = [
  "basic",
  "da",
  "retaining",
  "allowances",
  "other",
  "eps",
  "state",
  "disability",
  "esi_earlier",
] as const;

export function readPfEsiForm(params: URLSearchParams): FormRead<PfEsiInput> {
  const read = readForm(params, "basic", {
    basic: (raw) => parseAmount(raw, true),
    da: (raw) => parseAmount(raw),
    retaining: (raw) => parseAmount(raw),
    allowances: (raw) => parseAmount(raw),
    other: (raw) => parseAmount(raw),
    eps: (raw) => parseChoice(raw, epsAnswers, pfEsiFieldCopy.eps.message, "auto"),
    state: parseState,
    disability: parseFlag,
    esi_earlier: parseFlag,
  });
  if (!read.input) return { ...read, input: null };
  const { esi_earlier: esiCoveredEarlier, other: excluded, ...rest } = read.input;
  return { ...read, input: { ...rest, excluded, esiCoveredEarlier } };
}

export const gratuityKeys = ["wages", "allowances", "other", "years", "months", "type", "covered", "exit"] as const;

export function readGratuityForm(params: URLSearchParams): FormRead<GratuityInput> {
  const copy = gratuityFieldCopy;
  const read = readForm(params, "wages", {
    wages: (raw) => parseAmount(raw, true),
    allowances: (raw) => parseAmount(raw),
    other: (raw) => parseAmount(raw),
    years: (raw) => parseWhole(raw, 0, 60, copy.years.message),
    months: (raw) => parseWhole(raw, 0, 11, copy.months.message, 0),
    type: (raw) => parseChoice(raw, employeeTypes, copy.type.message, "permanent"),
    covered: (raw) => parseChoice(raw, yesNo, copy.covered.message, "yes"),
    exit: (raw) => parseChoice(raw, exitReasons, copy.exit.message, "leaving"),
  });
  if (!read.input) return { ...read, input: null };
  const { other: excluded, ...rest } = read.input;
  return { ...read, input: { ...rest, excluded, covered: rest.covered === "yes" } };
}

export const bonusKeys = ["mode", "wages", "months", "days", "csv", "rate", "minwage", "covered"] as const;

export type BonusForm = FormRead<{ terms: BonusTerms; employees: BonusEmployee[]; mode: "one" | "list" }>;

/**
 * The bonus form: the establishment's terms, then one employee or a list, as the mode says. The
 * rate's bounds are the rules in force (a notified change moves them, decision 084).
 */
export function readBonusForm(params: URLSearchParams, rules: LabourRules, language: Language = "en"): BonusForm {
  const copy = bonusFieldCopy;
  const common = readForm(params, "rate", {
    mode: (raw) => parseChoice(raw, ["one", "list"] as const, copy.mode.message, "one"),
    rate: (raw) => parsePercent(raw, rules.bonus.minimumRate.value, rules.bonus.maximumRate.value, copy.rate.message),
    minwage: (raw) => parseAmount(raw),
    covered: (raw) => parseChoice(raw, yesNo, copy.covered.message, "yes"),
  });
  const mode = common.input?.mode ?? (rawValue(params, "mode") === "list" ? "list" : "one");
  const one = readForm(params, "rate", {
    wages: (raw) => parseAmount(raw, true),
    months: (raw) => parseWhole(raw, 0, 12, copy.months.message),
    days: (raw) => parseWhole(raw, 0, 366, copy.days.message),
  });
  const csvText = params.get("csv");
  // The list's line-by-line messages are said in the page's language here (issue 29).
  const list = mode === "list" ? parseBonusCsv(csvText, language) : null;
  const values = { ...common.values, ...one.values, csv: csvText ?? "" };
  const errors = { ...common.errors, ...(mode === "one" ? one.errors : {}) };
  if (common.submitted && list && list.errors.length) errors["csv"] = list.errors.join(" ");
  if (!common.input || Object.keys(errors).length) return { submitted: common.submitted, values, errors, input: null };
  const terms: BonusTerms = {
    covered: common.input.covered === "yes",
    rate: common.input.rate,
    minimumWage: common.input.minwage,
  };
  const employees = list ? list.employees : one.input ? [{ name: bonusText[language].theEmployee, ...one.input }] : [];
  return { submitted: true, values, errors, input: { terms, employees, mode } };
}

export const whichLawsKeys = ["state", "kind", "employees", "women", "contract", "upto15k", "upto21k"] as const;

/** The checker's form; the counts of women, contract workers and wage bands cannot exceed the whole. */
export function readWhichLawsForm(params: URLSearchParams): FormRead<ApplicabilityInput> {
  const copy = whichLawsFieldCopy;
  const part = (message: string) => (raw: string | null) => parseWhole(raw, 0, 1_000_000, message, 0);
  const read = readForm(params, "employees", {
    state: parseState,
    kind: (raw) => parseChoice(raw, establishmentKindIds, copy.kind.message),
    employees: (raw) => parseWhole(raw, 1, 1_000_000, copy.employees.message),
    women: part(copy.women.message),
    contract: part(copy.contract.message),
    upto15k: part(copy.upTo15k.message),
    upto21k: part(copy.upTo21k.message),
  });
  if (!read.input) return { ...read, input: null };
  const { upto15k, upto21k, ...rest } = read.input;
  const errors: Record<string, string> = {};
  if (rest.women > rest.employees) errors["women"] = copy.women.message;
  if (rest.contract > rest.employees) errors["contract"] = copy.contract.message;
  if (upto21k > rest.employees) errors["upto21k"] = copy.upTo21k.message;
  if (upto15k > upto21k) errors["upto15k"] = copy.upTo15k.message;
  if (Object.keys(errors).length) return { ...read, errors, input: null };
  return { ...read, input: { ...rest, upTo15k: upto15k, upTo21k: upto21k } };
}

export const calendarKeys = ["state", "kind", "view", "month"] as const;

export interface CalendarForm {
  filter: CalendarFilter;
  view: "month" | "list";
  /** The month shown in the month view: "2026-12". */
  month: string | null;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** What the calendar says of a value it cannot read (a Hindi page looks its Hindi up by these). */
export const calendarMessages = {
  kind: "Choose a kind of establishment from the list.",
  view: "Choose the month or the list.",
  month: "That month could not be read; showing the current month.",
} as const;

/** The calendar's filter: a value that cannot be read falls back to the default, with a message. */
export function readCalendarForm(params: URLSearchParams): CalendarForm {
  const errors: Record<string, string> = {};
  const pick = <T>(name: string, parsed: Parsed<T>, fallback: T): T => {
    if (parsed.ok) return parsed.value;
    errors[name] = parsed.error;
    return fallback;
  };
  const state = pick("state", parseState(rawValue(params, "state")), DEFAULT_STATE);
  const kind = pick<EstablishmentKind | "all">(
    "kind",
    parseChoice(rawValue(params, "kind"), ["all", ...establishmentKindIds] as const, calendarMessages.kind, "all"),
    "all",
  );
  const view = pick(
    "view",
    parseChoice(rawValue(params, "view"), ["month", "list"] as const, calendarMessages.view, "month"),
    "month",
  );
  const monthRaw = rawValue(params, "month");
  const month = monthRaw && /^20\d\d-(0[1-9]|1[0-2])$/.test(monthRaw) ? monthRaw : null;
  if (monthRaw && !month) errors["month"] = calendarMessages.month;
  return { filter: { state, kind }, view, month, values: { state, kind, view, month: month ?? "" }, errors };
}
