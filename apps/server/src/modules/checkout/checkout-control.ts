import type { LedgerViolation } from '@halyard/domain';
import type { Catalog } from '../catalog/catalog.service';
import type { BuyersRepository } from './purchase/buyers.repository';
import type { CustomerCheckoutService } from './checkout-for-customer.service';
import type { PurchaseService } from './purchase/purchase.service';
import type { ReconcileReport } from './reconciliation/reconcile.service';
import type { CheckoutFaults } from './attempts/settle.service';
import type { StoredMethodsRepository } from './purchase/stored-methods.repository';

/** What the checkout module offers the app once installed (`app.checkout`). */
export interface CheckoutControl {
  /** Test hooks that simulate a crash between the charge and the commit. */
  readonly faults: CheckoutFaults;
  /** Completes or refunds gateway checkout charges the ledger lacks (decision 0020). */
  reconcile(
    now: Date,
    graceMs?: number,
  ): Promise<ReconcileReport & { readonly ledger: readonly LedgerViolation[] }>;
  /** Runs the reconciliation every `intervalMs` (main.ts; tests call `reconcile`). */
  start(intervalMs: number): void;
  /** The pieces the portal's v2 checkout builds on (decision 0070). */
  readonly forPortal: {
    readonly customerCheckout: CustomerCheckoutService;
    readonly purchase: PurchaseService;
    readonly catalog: Catalog;
    readonly methods: StoredMethodsRepository;
    readonly buyers: BuyersRepository;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutControl;
  }
}
