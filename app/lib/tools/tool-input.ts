import { formatPaise, toPaise } from "../../../contract/shared/money.ts";

/**
 * Reading a tool's inputs from its URL query: each field is parsed on its own, and a field that
 * cannot be read yields the sentence shown under it (never an exception, so never a 500). The raw
 * text is kept so the form shows exactly what the person typed.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** What a form's fields parsed to: `values` holds the text to refill each field with. */
export interface FormRead<T> {
  /** True when the query carries the form's inputs (the person pressed the button or followed a shared link). */
  submitted: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The parsed input when every field could be read. */
  input: T | null;
}

/** The largest monthly amount the calculators accept: ₹1,00,00,000 (one crore) a month. */
export const maxAmountPaise = toPaise(1_00_00_000);

export const inputMessages = {
  amount: "Enter an amount in rupees using digits, for example 15000 or 15,000.50.",
  amountRequired: "Enter an amount in rupees, for example 15000.",
  amountTooLarge: `Enter an amount up to ${formatPaise(maxAmountPaise, { whole: true })}.`,
} as const;

/** The query value as typed, trimmed; null when the parameter is absent or blank. */
export function rawValue(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

/**
 * An amount in rupees as integer paise. Accepts what people type: "15000", "15,000", "₹ 15,000.50",
 * "Rs. 1,00,000". A blank optional field is zero.
 */
export function parseAmount(raw: string | null, required = false): Parsed<number> {
  if (raw === null) return required ? { ok: false, error: inputMessages.amountRequired } : { ok: true, value: 0 };
  const cleaned = raw.replace(/^(?:₹|rs\.?|inr)\s*/i, "").replace(/[,\s]/g, "");
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return { ok: false, error: inputMessages.amount };
  const paise = toPaise(Number(`${match[1]}.${match[2] ?? "0"}`));
  if (paise > maxAmountPaise) return { ok: false, error: inputMessages.amountTooLarge };
  return { ok: true, value: paise };
}

/** A whole number from `min` to `max`; blank is `fallback` when one is given, else the message. */
export function parseWhole(
  raw: string | null,
  min: number,
  max: number,
  message: string,
  fallback?: number,
): Parsed<number> {
  if (raw === null) return fallback === undefined ? { ok: false, error: message } : { ok: true, value: fallback };
  if (!/^\d{1,9}$/.test(raw.replace(/[,\s]/g, ""))) return { ok: false, error: message };
  const value = Number(raw.replace(/[,\s]/g, ""));
  return value >= min && value <= max ? { ok: true, value } : { ok: false, error: message };
}

/** A percentage with up to two decimals, as basis points, from `min` to `max` basis points. */
export function parsePercent(raw: string | null, min: number, max: number, message: string): Parsed<number> {
  const match = raw === null ? null : /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(raw);
  if (!match) return { ok: false, error: message };
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return basisPoints >= min && basisPoints <= max ? { ok: true, value: basisPoints } : { ok: false, error: message };
}

/** One of a fixed set of values (a radio group or select). */
export function parseChoice<T extends string>(
  raw: string | null,
  options: readonly T[],
  message: string,
  fallback?: T,
): Parsed<T> {
  if (raw === null && fallback !== undefined) return { ok: true, value: fallback };
  return options.includes(raw as T) ? { ok: true, value: raw as T } : { ok: false, error: message };
}

/** A checkbox: present with any value is on, absent is off. */
export function parseFlag(raw: string | null): Parsed<boolean> {
  return { ok: true, value: raw !== null };
}

/**
 * Reads a form field by field. `fields` maps each parameter name to its parser; the answer holds
 * the parsed input only when every field parsed.
 */
export function readForm<T extends Record<string, unknown>>(
  params: URLSearchParams,
  submitKey: string,
  fields: { [K in keyof T]: (raw: string | null) => Parsed<T[K]> },
): FormRead<T> {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const input: Partial<T> = {};
  for (const name of Object.keys(fields) as (keyof T & string)[]) {
    const raw = rawValue(params, name);
    values[name] = raw ?? "";
    const parsed = fields[name](raw);
    if (parsed.ok) input[name] = parsed.value;
    else errors[name] = parsed.error;
  }
  const submitted = params.has(submitKey);
  return {
    submitted,
    values,
    errors: submitted ? errors : {},
    input: submitted && Object.keys(errors).length === 0 ? (input as T) : null,
  };
}
