import { describe, expect, it } from 'vitest';
import { tablesWithRows } from '../db-tables';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';
import { cardIntent, CARDS, checkoutBody, postCheckout } from './checkout-client';

const t = useTestServer();

describe(`PCI SAQ-A shape: no card number in our database (${testDatabaseKind})`, () => {
  it('holds none of the test card numbers in any column of any table after checkouts', async () => {
    for (const number of Object.values(CARDS)) {
      const intent = await cardIntent(t, number);
      const res = await postCheckout(t, checkoutBody(intent));
      expect(res.status).toBeLessThan(500);
    }
    const tables = await tablesWithRows(t);
    expect(tables.map((table) => table.name)).toContain('payment_methods');
    for (const { name: table, rows } of tables) {
      const text = JSON.stringify(rows);
      for (const number of Object.values(CARDS)) {
        expect(text.includes(number), `${number} found in ${table}`).toBe(false);
        expect(text.includes(number.replace(/(\d{4})(?=\d)/g, '$1 ')), table).toBe(false);
      }
    }
  });
});
