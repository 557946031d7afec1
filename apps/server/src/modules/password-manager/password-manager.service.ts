import { PASSWORD_MANAGER_STEPS, type PasswordManager } from '@halyard/contract';
import { ENTITLEMENTS, isAboveBasic, isTier } from '@halyard/domain';
import type { NavAccess } from '../portal-access/nav-access';

const ENTITLEMENT_ID = 'password_manager';

/**
 * spec §2 Password Manager (/keys, decision 0066): shown when a subscription's tier is above basic
 * (spec §6); the answer names the entitlement, the subscription that grants it (the first one
 * above basic, preferring an eligible one), the manager's address and the setup steps.
 */
export function createPasswordManagerService(deps: { access: NavAccess; managerUrl: string }) {
  return {
    async overview(actor: { tenantId: string; id: string }): Promise<PasswordManager> {
      const granted = await deps.access.grant(actor, ['password-manager']);
      const above = (s: { tier: string }) => isTier(s.tier) && isAboveBasic(s.tier);
      const grantor =
        granted.eligible.find(above) ??
        granted.subscriptions.find(above) ??
        granted.subscriptions[0];
      const held = grantor?.entitlements.find((e) => e.id === ENTITLEMENT_ID);
      const catalogue = ENTITLEMENTS.find((e) => e.id === ENTITLEMENT_ID);
      const entitlement = held ?? catalogue;
      if (!grantor || !entitlement) throw new Error('password manager without a grantor');
      return {
        entitlement: {
          id: entitlement.id,
          name: entitlement.name,
          description: entitlement.description,
        },
        granted_by: { subscription_id: grantor.subscription_id, tier: grantor.tier },
        manager_url: deps.managerUrl,
        account_email: granted.user.email,
        steps: [...PASSWORD_MANAGER_STEPS],
      };
    },
  };
}
