// GST arithmetic shared by the checkout (the optional buyer GSTIN), the invoice and its PDF:
// decision 032 gives the rules and their sources. Money is integer paise throughout.

/** GST state codes (the first two digits of a GSTIN), by the names the checkout offers. */
export const gstStateCodes: Readonly<Record<string, string>> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

/**
 * The state whose GST applies (IGST Act s. 12(2)): a registered buyer's own location, which its
 * GSTIN's state code names; otherwise the state of the address on record (the billing state).
 */
export function placeOfSupplyState(billingState: string, buyerGstin: string | null): string {
  if (!buyerGstin) return billingState;
  const code = buyerGstin.slice(0, 2);
  return Object.keys(gstStateCodes).find((state) => gstStateCodes[state] === code) ?? billingState;
}

export const gstMessages = {
  invalidGstin: "Please enter a valid 15-character GSTIN (e.g. 08ABCDE1234F1Z0), or leave it empty.",
} as const;

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GSTIN's 15th character: the mod-36 check digit over the first 14 (weights 1, 2, 1, 2, ...). */
export function gstinCheckDigit(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** True for a well-formed GSTIN (shape, state code and check digit); upper-case it first. */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_SHAPE.test(gstin)) return false;
  if (!Object.values(gstStateCodes).includes(gstin.slice(0, 2)) && gstin.slice(0, 2) !== "97") return false;
  return gstinCheckDigit(gstin.slice(0, 14)) === gstin[14];
}

/** The Indian financial year (April to March) of an instant, in IST, as "26-27". */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** At most 16 characters (CGST Rules, rule 46(b)): PREFIX/FY/serial, e.g. SHR/26-27/00042. */
export function invoiceNumber(prefix: string, year: string, serial: number): string {
  const number = `${prefix}/${year}/${String(serial).padStart(5, "0")}`;
  if (number.length > 16) throw new Error(`Invoice number ${number} is longer than 16 characters`);
  return number;
}

/** 18 %: the rate of the firm's services and templates (SAC 9983/9984), and the default of a product's rate. */
export const STANDARD_GST_RATE_BP = 1800;

export interface TaxLineInput {
  /** What the customer pays for the line, GST included, before the order's discount. */
  grossPaise: number;
  /** 1800 = 18%. */
  rateBp: number;
}

export interface TaxLine {
  /** The line's share of the amount paid, GST included. */
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Shares the order's discount among the lines in proportion to their value (the remainder paise
 * to the largest lines), then takes the tax out of each GST-inclusive share: taxable =
 * value × 100 / (100 + rate). Within the seller's state the tax is half CGST, half SGST (the odd
 * paisa to SGST); across states it is IGST. The shares always add up to the total paid.
 */
export function splitTax(lines: readonly TaxLineInput[], discountPaise: number, intraState: boolean): TaxLine[] {
  const gross = lines.reduce((sum, line) => sum + line.grossPaise, 0);
  const shares = lines.map((line) => (gross === 0 ? 0 : Math.floor((line.grossPaise * discountPaise) / gross)));
  let left = discountPaise - shares.reduce((a, b) => a + b, 0);
  const byValue = lines.map((_, i) => i).sort((a, b) => lines[b]!.grossPaise - lines[a]!.grossPaise);
  for (let k = 0; left > 0 && lines.length > 0; k++, left--) {
    const i = byValue[k % lines.length]!;
    shares[i] = shares[i]! + 1;
  }
  return lines.map((line, i) => {
    const valuePaise = line.grossPaise - shares[i]!;
    const taxablePaise = Math.round((valuePaise * 10_000) / (10_000 + line.rateBp));
    const tax = valuePaise - taxablePaise;
    const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
    return {
      valuePaise,
      taxablePaise,
      cgstPaise,
      sgstPaise: intraState ? tax - cgstPaise : 0,
      igstPaise: intraState ? 0 : tax,
    };
  });
}

/**
 * What a service invoice supplies, for its place of supply (decision 153): the general rule, or
 * training (IGST Act s. 12(5)), admission to an event (s. 12(6)), organising an event (s. 12(7)).
 */
export const supplyKinds = ["general", "training", "event_admission", "event_organisation"] as const;
export type SupplyKind = (typeof supplyKinds)[number];

/**
 * The place of supply of a service invoice (decision 153, IGST Act s. 12): training and organising
 * an event go to a registered recipient's GSTIN state, else to the state where it is performed or
 * held; admission to an event is always where the event is held; everything else (live online
 * training and online-only events too) takes the general rule.
 */
export function servicePlaceOfSupply(supply: {
  kind: SupplyKind;
  billingState: string;
  buyerGstin: string | null;
  /** Where the training is performed or the event held; needed for every kind but general. */
  venueState: string | null;
}): string {
  const general = placeOfSupplyState(supply.billingState, supply.buyerGstin);
  switch (supply.kind) {
    case "general":
      return general;
    case "event_admission":
      return supply.venueState ?? general;
    case "training":
    case "event_organisation":
      return supply.buyerGstin ? general : (supply.venueState ?? general);
  }
}
