import { preloadableLazy } from '@/app/preloadable-lazy';
import type { OrderLoad } from './order-data';

/**
 * A signed-in customer's parts of `/order` — their plan's panel (with its renewal dialog) and
 * adding an add-on to their plan — are chunks of their own: an anonymous buyer's first load does
 * not carry them (decision 0140, addendum on first-load JS). Server-rendered pages hold them in
 * their HTML (the render waits for them), and the browser loads them before hydrating
 * (`orderHydration`, order.routes.ts): the page hydrates in one pass and a click on it is not
 * dropped while a chunk is on its way (decision 0231).
 */
const panel = preloadableLazy(() =>
  import('./current-plan-panel').then((module) => module.CurrentPlanPanel),
);
const addonOrder = preloadableLazy(() =>
  import('./add-addon-order').then((module) => module.AddAddonOrder),
);

export const CurrentPlanPanel = panel.Component;
export const AddAddonOrder = addonOrder.Component;

/**
 * The order as read, once the customer's parts it shows have loaded: the page renders them in the
 * same frame as the plans (no panel appearing above the cards after them).
 */
export async function withCustomerParts(load: Promise<OrderLoad>): Promise<OrderLoad> {
  const result = await load;
  if (!result.ok) return result;
  if (result.data.addonTarget) await addonOrder.preload();
  // The panel shows one of the customer's subscriptions whenever they have one.
  else if (result.data.customer?.subscriptions.length) await panel.preload();
  return result;
}
