import { taxRateFor, type TaxRateTable } from '@halyard/domain';

/** A buyer's residence as an account keeps it. */
export interface TaxResidence {
  readonly country: string | null;
  readonly region: string | null;
}

/**
 * The tax of a charge made without a checkout — a renewal, an add-on renewed with its plan, a
 * retry (decision 0120): the rate of the buyer's residence at the date of the charge, from the
 * same rate table the checkout uses (TAX_RATES over the domain's defaults, decision 0021).
 * The table is not dated yet: a rate change applies from the deployment that brings it; a dated
 * table would be read at `at` here, and every renewal path already passes its date.
 */
export function createResidenceTax(table: TaxRateTable) {
  return {
    /** Basis points: 1900 for Germany, 725 for California, 0 where no tax is collected. */
    rateAt(residence: TaxResidence, _at: Date): number {
      return taxRateFor(table, residence.country ?? '', residence.region);
    },
  };
}

export type ResidenceTax = ReturnType<typeof createResidenceTax>;
