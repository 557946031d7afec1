// Types for the parts of npm `stripe-stateful-mock` (plain JavaScript, no declarations) that the
// test mock builds on: its Express app and its charge, card, customer and refund stores.
declare module 'stripe-stateful-mock' {
  import type { RequestListener } from 'node:http';
  export function createExpressApp(): RequestListener;
}

declare module 'stripe-stateful-mock/dist/api/charges.js' {
  export const charges: {
    create(accountId: string, params: Record<string, unknown>): Record<string, unknown>;
    retrieve(accountId: string, id: string, paramName: string): Record<string, unknown>;
    capture(
      accountId: string,
      id: string,
      params: Record<string, unknown>,
    ): Record<string, unknown>;
  };
}

declare module 'stripe-stateful-mock/dist/api/cards.js' {
  export const cards: {
    createFromSource(token: string): {
      brand: string;
      last4: string;
      exp_month: number;
      exp_year: number;
      country: string;
      funding: string;
    };
  };
}

declare module 'stripe-stateful-mock/dist/api/customers.js' {
  export const customers: {
    retrieve(accountId: string, id: string, paramName: string): Record<string, unknown>;
  };
}

declare module 'stripe-stateful-mock/dist/api/RestError.js' {
  export class RestError extends Error {
    statusCode: number;
    error: Record<string, unknown> & { message: string; type: string; code?: string };
    constructor(statusCode: number, error: Record<string, unknown>);
  }
}
