import { demoEmail } from '../src/seed/demo-accounts';
import type { TestServer } from './test-server';

/**
 * A demo customer's row written back as it is: no value changes, but it is a write all the same —
 * it moves the data version (decision 0226) and on PostgreSQL takes a transaction id.
 */
export function rewriteCustomerRow(t: TestServer, key = 'basic-us') {
  return t.server.database.db
    .updateTable('users')
    .set((eb) => ({ residence_state: eb.ref('residence_state') }))
    .where('email', '=', demoEmail(key))
    .execute();
}
