import type { ListedPaymentMethod } from '@halyard/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { AuthUser } from '../../http/auth-user';
import { HttpError, notFound } from '../../http/http-error';
import { listedMethod } from './listed-method';
import type { PaymentMethodsRepository } from './payment-methods.repository';

/** Issue 22 item 1: the only method of a subscription that renews by itself stays (0191). */
const lastMethod = () =>
  new HttpError(
    409,
    'payment_method_required',
    'This is the only payment method of a subscription that renews automatically. Add another payment method or turn off automatic renewal first.',
  );

/**
 * Issue 22 item 1 (decision 0191): the customer's stored methods — list, make one the default
 * (every subscription we bill renews with it), remove one. Another customer's id is 404.
 */
export function createStoredMethodsService(deps: {
  db: Db;
  methods: PaymentMethodsRepository;
  clock: Clock;
}) {
  const list = async (user: AuthUser): Promise<ListedPaymentMethod[]> =>
    (await deps.methods.listLive(deps.db, user.tenantId, user.id)).map(listedMethod);

  /** In the change's transaction: the owner's row locked, what they hold, and the method (404). */
  async function held(trx: Executor, user: AuthUser, id: string) {
    await deps.methods.lockOwner(trx, user.tenantId, user.id);
    const all = await deps.methods.listLive(trx, user.tenantId, user.id);
    const method = all.find((m) => m.id === id);
    if (!method) throw notFound('Payment method');
    return { method, others: all.filter((m) => m.id !== id) };
  }

  /** The method becomes the default and every subscription we bill renews with it (404: not theirs). */
  async function setDefault(user: AuthUser, id: string): Promise<void> {
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      const { method } = await held(trx, user, id);
      await deps.methods.setDefault(trx, user.tenantId, user.id, id);
      await deps.methods.useForSubscriptions(trx, user.tenantId, user.id, method, now);
    });
  }

  return {
    list,

    setDefault,

    async makeDefault(user: AuthUser, id: string) {
      await setDefault(user, id);
      return { payment_methods: await list(user) };
    },

    async remove(user: AuthUser, id: string) {
      const now = deps.clock.now();
      await deps.db.transaction().execute(async (trx) => {
        const { method, others } = await held(trx, user, id);
        if (
          others.length === 0 &&
          (await deps.methods.autoRenewingCount(trx, user.tenantId, user.id)) > 0
        )
          throw lastMethod();
        await deps.methods.markRemoved(trx, user.tenantId, user.id, id, now);
        // The default goes: the newest other method takes its place for every subscription.
        const next = method.isDefault ? others[0] : others.find((m) => m.isDefault);
        if (method.isDefault && next) {
          await deps.methods.setDefault(trx, user.tenantId, user.id, next.id);
          await deps.methods.useForSubscriptions(trx, user.tenantId, user.id, next, now);
        }
        await deps.methods.moveSubscriptions(trx, user.tenantId, user.id, id, next ?? null, now);
      });
      return { payment_methods: await list(user) };
    },
  };
}

export type StoredMethodsService = ReturnType<typeof createStoredMethodsService>;
