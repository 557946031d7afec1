import {
  checkResidence,
  effectiveTaxRate,
  RESIDENCE_PROBLEM_MESSAGES,
  taxRateFor,
  type Residence,
  type ResidenceField,
  type TaxRateTable,
} from '@halyard/domain';

/** Body paths of the residence fields (spec §3 "Customer in checkout"). */
const FIELD_PATHS: Record<ResidenceField, string> = {
  country: 'customer.residenceCountry',
  region: 'customer.residenceState',
  postalCode: 'customer.residenceZipcode',
};

/**
 * Tax for the checkout side (decision 0021): the configured rate table (domain defaults under
 * TAX_RATES overrides) and the spec §5 address checks as field errors.
 */
export function createTax(table: TaxRateTable) {
  return {
    /** The rate (basis points) an order pays: 0 unless taxable and the jurisdiction taxes. */
    rateFor(residence: Residence, isTaxable: boolean): number {
      const rate = taxRateFor(table, residence.country ?? '', residence.region);
      return effectiveTaxRate(isTaxable, rate);
    },

    /** spec §5 country, region and postal-code problems keyed by body path. */
    residenceErrors(residence: Residence): Record<string, string> {
      const fields: Record<string, string> = {};
      for (const [field, problem] of Object.entries(checkResidence(residence))) {
        if (problem)
          fields[FIELD_PATHS[field as ResidenceField]] = RESIDENCE_PROBLEM_MESSAGES[problem];
      }
      return fields;
    },
  };
}

export type Tax = ReturnType<typeof createTax>;
