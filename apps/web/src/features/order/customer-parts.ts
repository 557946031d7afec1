import { lazy } from 'react';
import type { OrderLoad } from './order-data';

/**
 * A signed-in customer's parts of `/order` — their plan's panel (with its renewal dialog) and
 * adding an add-on to their plan — are chunks of their own: an anonymous buyer's first load does
 * not carry them (decision 0140, addendum on first-load JS). Server-rendered pages hold them in
 * their HTML (the render waits for them); while hydrating, React keeps that HTML until the chunk
 * has arrived, so nothing is rendered differently.
 */
const panel = () => import('./current-plan-panel');
const addonOrder = () => import('./add-addon-order');

export const CurrentPlanPanel = lazy(() =>
  panel().then((module) => ({ default: module.CurrentPlanPanel })),
);
export const AddAddonOrder = lazy(() =>
  addonOrder().then((module) => ({ default: module.AddAddonOrder })),
);

/**
 * The order as read, once the customer's parts it shows have loaded: the page renders them in the
 * same frame as the plans (no panel appearing above the cards after them).
 */
export async function withCustomerParts(load: Promise<OrderLoad>): Promise<OrderLoad> {
  const result = await load;
  if (!result.ok) return result;
  if (result.data.addonTarget) await addonOrder();
  // The panel shows one of the customer's subscriptions whenever they have one.
  else if (result.data.customer?.subscriptions.length) await panel();
  return result;
}
