// Other customers in a bench's database, so that a read is measured on tables the size a running
// business has (a read that scans a table is fast on the seed's few rows and slow at scale).
// BENCH_OTHER_CUSTOMERS=N clones the seed's rows into N other customers, each with a card, a
// business subscription, a subscription, an add-on, an eSIM and a router coupon (what they
// entitle to is worked out on reading, decision 0250).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';

/** A copy of `row` with `changes` applied, inserted into `table`. */
function inserter(db, table, row) {
  const columns = Object.keys(row);
  const statement = db.prepare(
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns
      .map(() => '?')
      .join(', ')})`,
  );
  return (changes) => statement.run(columns.map((c) => (c in changes ? changes[c] : row[c])));
}

/** Adds `count` customers to the SQLite database in `dataDir`; returns how many rows it wrote. */
export function fillOtherCustomers(dataDir, count) {
  if (!count) return 0;
  const db = new Database(path.join(dataDir, 'app.db'));
  db.pragma('busy_timeout = 10000');
  const one = (sql) => db.prepare(sql).get();
  const addon = one(`select * from subscription_addons limit 1`);
  const esim = one(`select * from holiday_esims limit 1`);
  const coupon = one(`select * from aircove_coupons limit 1`);
  const subscription = one(`select * from subscriptions where id = '${addon.subscription_id}'`);
  const user = one(`select * from users where id = '${subscription.user_id}'`);
  const card = one(`select * from payment_methods limit 1`);
  const business = one(`select * from business_subscriptions limit 1`);
  const add = {
    user: inserter(db, 'users', user),
    subscription: inserter(db, 'subscriptions', subscription),
    addon: inserter(db, 'subscription_addons', addon),
    esim: inserter(db, 'holiday_esims', esim),
    coupon: inserter(db, 'aircove_coupons', coupon),
    card: inserter(db, 'payment_methods', card),
    business: inserter(db, 'business_subscriptions', business),
  };
  let rows = 0;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const userId = randomUUID();
      const subscriptionId = randomUUID();
      add.user({
        id: userId,
        krn: `${user.krn}-bench-${i}`,
        email: `bench-${i}@other.halyard.test`,
        referral_code: null,
      });
      add.card({ id: randomUUID(), user_id: userId });
      add.business({ id: randomUUID(), user_id: userId, payment_method_id: null });
      add.subscription({
        id: subscriptionId,
        user_id: userId,
        krn: `${subscription.krn}-bench-${i}`,
        subscription_id: `sub_bench_${i}`,
        payment_method_id: null,
      });
      add.addon({
        id: randomUUID(),
        subscription_id: subscriptionId,
        krn: `${addon.krn}-bench-${i}`,
        ip_address: null,
      });
      add.esim({ id: randomUUID(), subscription_id: subscriptionId });
      add.coupon({ id: randomUUID(), subscription_id: subscriptionId });
      rows += 7;
    }
  })();
  db.close();
  return rows;
}
