import {
  checkResidence,
  decideTax,
  RESIDENCE_PROBLEM_MESSAGES,
  TAX_REFUSAL_FIELD,
  pricesIncludeTax,
  taxExpectationHolds,
  type Residence,
  type ResidenceField,
  type Result,
  type TaxDecision,
  type TaxDisplay,
  type TaxRateTable,
  type TaxRefusal,
  taxRateFor,
  withReverseCharge,
} from '@halyard/domain';

/** A buyer's residence as an account keeps it. */
export interface TaxResidence {
  readonly country: string | null;
  readonly region: string | null;
  /** The buyer's VAT ID from their billing details, when they gave one (decision 0190). */
  readonly vatId?: string | null | undefined;
}

/** Body paths of the residence fields (spec §3 "Customer in checkout"). */
const FIELD_PATHS: Record<ResidenceField, string> = {
  country: 'customer.residenceCountry',
  region: 'customer.residenceState',
  postalCode: 'customer.residenceZipcode',
};

/** What an order's tax came to: the decision, or the field errors that stop the order. */
export type OrderTax =
  | { readonly ok: true; readonly decision: TaxDecision }
  | { readonly ok: false; readonly fields: Record<string, string> };

const contradicts = (decision: TaxDecision) =>
  decision.taxable
    ? `Tax is due at this address (${decision.jurisdiction}): isTaxable must be true or left out.`
    : `No tax is due at this address (${decision.jurisdiction}): isTaxable must be false or left out.`;

/**
 * The server's one tax decision (decisions 0021 and 0100): the configured rate table (domain
 * defaults under TAX_RATES overrides) applied to the buyer's residence by the domain's
 * `decideTax`. Every path that charges reaches it: the estimate and every checkout through
 * `buildOrder`; renewals, add-on renewals and retries call `rateAt` with the account's residence
 * and the charge's date. One instance is built in app.ts and passed to every module that charges.
 */
export function createTax(table: TaxRateTable, sellerCountry?: string) {
  /**
   * The decision for a residence on a date (a checkout now, a renewal on its date). The table
   * has no dates yet, so `at` does not change the answer today; callers pass it so a dated
   * table can take over without changing them.
   */
  const decide = (
    residence: Pick<Residence, 'country' | 'region'> & { vatId?: string | null | undefined },
    _at: Date,
  ): Result<TaxDecision, TaxRefusal> => {
    const decided = decideTax(table, residence);
    if (!decided.ok) return decided;
    if (!sellerCountry) return decided;
    return { ok: true, value: withReverseCharge(decided.value, sellerCountry, residence) };
  };

  /**
   * `rateAt` and, for a tenant quoting `inclusive` prices, whether the stored price is gross
   * (decision 0196): a consumer in a gross-price country renews at the price shown, the VAT in
   * it, as at checkout; a business under reverse charge and the US keep net plus tax.
   */
  const chargeTax = (
    residence: TaxResidence,
    display: TaxDisplay,
    at: Date,
  ): { readonly rate: number; readonly included: boolean } => {
    const decided = decide(residence, at);
    if (!decided.ok)
      return {
        rate: taxRateFor(table, residence.country ?? '', residence.region),
        included: false,
      };
    return {
      rate: decided.value.rate,
      included: pricesIncludeTax(display, residence.country, decided.value),
    };
  };

  return {
    decide,
    chargeTax,

    /**
     * The rate of a charge made without a checkout — a renewal, an add-on renewed with its plan, a
     * retry (decision 0120): basis points at the buyer's stored residence on the charge's date
     * (1900 for Germany, 725 for California, 0 where none is collected). The residence passed the
     * decision at checkout; should the table no longer know its region, the country's rate applies
     * (a renewal is never refused for a table change).
     */
    rateAt(residence: TaxResidence, at: Date): number {
      return chargeTax(residence, 'exclusive', at).rate;
    },

    /**
     * An order's tax: spec §5 address problems and the decision's refusals (an unknown country or
     * state) as field errors by body path, and spec §7 `isTaxable` checked as the client's
     * expectation — a value that contradicts the decision is a field error, never obeyed.
     */
    forOrder(
      residence: Residence & { vatId?: string | null | undefined },
      isTaxable: boolean | undefined,
      at: Date,
    ): OrderTax {
      const fields: Record<string, string> = {};
      for (const [field, problem] of Object.entries(checkResidence(residence))) {
        if (problem)
          fields[FIELD_PATHS[field as ResidenceField]] = RESIDENCE_PROBLEM_MESSAGES[problem];
      }
      const decided = decide(residence, at);
      if (!decided.ok) {
        const path = FIELD_PATHS[TAX_REFUSAL_FIELD[decided.reason]];
        fields[path] ??= RESIDENCE_PROBLEM_MESSAGES[decided.reason];
        return { ok: false, fields };
      }
      if (!taxExpectationHolds(decided.value, isTaxable))
        fields.isTaxable = contradicts(decided.value);
      return Object.keys(fields).length > 0
        ? { ok: false, fields }
        : { ok: true, decision: decided.value };
    },
  };
}

export type Tax = ReturnType<typeof createTax>;
