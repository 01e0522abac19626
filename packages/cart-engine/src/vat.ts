import { assertCents } from './amount-guards';
import { shareOfCents } from './rounding';

// VAT (decision 233): the shop's prices, shipping charges and totals include VAT. What a buyer
// pays does not change with the country; the VAT the total includes is shown as "of which VAT"
// at every checkout step, on the order, its invoice and its confirmation, at the standard rate of
// the country the order is delivered to.

/**
 * Standard VAT rates in basis points (2100 = 21 %) by ISO 3166-1 country code: the EU's 27
 * (as published by the European Commission for 2026) and the United Kingdom, Switzerland and
 * Norway. A country not listed (e.g. the United States, which has no VAT) shows no VAT line.
 */
export const VAT_RATES_BASIS_POINTS: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
  GB: 2000,
  CH: 810,
  NO: 2500,
};

/** The standard VAT rate of a delivery country in basis points, or null when it has none listed. */
export function vatRateOf(country: string | null | undefined): number | null {
  if (!country) return null;
  return VAT_RATES_BASIS_POINTS[country.trim().toUpperCase()] ?? null;
}

/** Input of {@link calculateIncludedVat}. */
export interface IncludedVatInput {
  /** The amount that includes VAT, in cents. */
  readonly total: number;
  /** The rate in basis points; null means no VAT. */
  readonly rateBasisPoints: number | null;
}

/** Output of {@link calculateIncludedVat}. */
export interface IncludedVatOutput {
  /** The VAT the total includes, in cents (0 without a rate). */
  readonly vat: number;
}

/**
 * The VAT a gross amount includes: total − total ÷ (1 + rate), the net part rounded to the
 * nearest cent half up by the one money rounding rule ({@link shareOfCents}, decision 266), so
 * net + VAT is exactly the total.
 */
export function calculateIncludedVat({
  total,
  rateBasisPoints,
}: IncludedVatInput): IncludedVatOutput {
  const gross = assertCents(total, 'total');
  if (rateBasisPoints === null || rateBasisPoints <= 0 || gross === 0) return { vat: 0 };
  const net = shareOfCents(gross, 10_000, 10_000 + assertCents(rateBasisPoints, 'rateBasisPoints'));
  return { vat: gross - net };
}
