import { ADDON_GROUP_ENTITLEMENTS, ADDON_GROUPS } from './addon-groups';

/** spec §3 "Entitlement: id, name, description, type (product or feature)". */
export interface Entitlement {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly type: 'product' | 'feature';
}

const GROUP_DESCRIPTIONS: Record<(typeof ADDON_GROUPS)[number], string> = {
  idp_insurance: 'Identity theft insurance',
  idp_monitoring: 'Identity alerts',
  credit_scanner: 'Credit scanner',
  credit_report: 'Credit report',
  pip_data_removal: 'Personal data removal',
};

function humanise(id: string): string {
  const words = id.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every entitlement the catalogue grants: the VPN product, its features and the §9 groups. */
export const ENTITLEMENTS: readonly Entitlement[] = [
  { id: 'vpn', name: 'VPN', description: 'Private, encrypted connection', type: 'product' },
  {
    id: 'password_manager',
    name: 'Password manager',
    description: 'Password manager (Keys)',
    type: 'feature',
  },
  ...ADDON_GROUPS.flatMap((group) =>
    ADDON_GROUP_ENTITLEMENTS[group].map((id): Entitlement => ({
      id,
      name: humanise(id),
      description: GROUP_DESCRIPTIONS[group],
      type: 'feature',
    })),
  ),
];
