/**
 * GST arithmetic on GST-inclusive prices, in whole paise so every total adds up exactly. The
 * taxable value is what is left of the price once the tax is taken out; within one state the
 * tax is CGST and SGST at half the rate each (an odd paisa goes to CGST), across states it is
 * IGST at the whole rate.
 */
export interface TaxedAmount {
  /** Paise the customer paid, tax included. */
  gross: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The tax inside `grossPaise` at `ratePercent` (e.g. 12), split by where it is supplied. */
export function splitInclusive(
  grossPaise: number,
  ratePercent: number,
  interState: boolean,
): TaxedAmount {
  // The rate in hundredths of a percent keeps 0.25 % exact in integers.
  const basisPoints = Math.round(ratePercent * 100);
  const taxable = Math.round((grossPaise * 10_000) / (10_000 + basisPoints));
  const tax = grossPaise - taxable;
  if (interState) return { gross: grossPaise, taxable, cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { gross: grossPaise, taxable, cgst: tax - sgst, sgst, igst: 0 };
}

/** Sums of several taxed amounts. */
export function totalOf(amounts: TaxedAmount[]): TaxedAmount {
  return amounts.reduce(
    (sum, a) => ({
      gross: sum.gross + a.gross,
      taxable: sum.taxable + a.taxable,
      cgst: sum.cgst + a.cgst,
      sgst: sum.sgst + a.sgst,
      igst: sum.igst + a.igst,
    }),
    { gross: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 },
  );
}

export const paise = (rupees: number) => Math.round(rupees * 100);
export const rupeesOf = (paiseAmount: number) => paiseAmount / 100;
