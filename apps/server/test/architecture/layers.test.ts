import { describe, expect, it } from 'vitest';
import {
  drawServer,
  fileCycles,
  layerOf,
  SERVER_LAYERS,
  upwardImports,
} from '../../../../scripts/server-layers.mjs';

const layer = (file: string) => SERVER_LAYERS[layerOf(file)]?.name;

// Issue 20 item 1, decisions 0211–0213: imports only go down, and no file is in a cycle.
describe('server layers (scripts/server-layers.mjs)', () => {
  it('places files by the layer table: composition by name first, else the longest path', () => {
    expect(layer('db/executor.ts')).toBe('platform');
    expect(layer('modules/tenants/tenant-directory.ts')).toBe('platform');
    expect(layer('modules/invoices/ledger.service.ts')).toBe('ledger');
    expect(layer('modules/billing/billing-engine.ts')).toBe('subscriptions');
    expect(layer('modules/checkout/attempts/settle.service.ts')).toBe('features');
    expect(layer('modules/billing/billing.plugin.ts')).toBe('composition');
    expect(layer('modules/checkout/intents/payment-intent.routes.ts')).toBe('composition');
    expect(layer('app.ts')).toBe('composition');
  });

  it('finds an upward import and a type-only cycle when there is one', () => {
    const edges = [
      { from: 'modules/billing/a.ts', to: 'modules/account/b.ts' },
      { from: 'modules/account/b.ts', to: 'modules/billing/a.ts' },
      { from: 'modules/billing/a.ts', to: 'db/c.ts' },
    ];
    expect(upwardImports(edges)).toEqual([edges[0]]);
    expect(fileCycles(edges)).toEqual([['modules/account/b.ts', 'modules/billing/a.ts']]);
  });

  it('apps/server/src has no upward import and no import cycle (type-only imports included)', () => {
    const { edges, upward, cycles } = drawServer();
    expect(edges.length).toBeGreaterThan(500);
    expect(upward).toEqual([]);
    expect(cycles).toEqual([]);
  });
});
