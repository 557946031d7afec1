import { useEffect, useState } from 'react';
import { loadGatewayInfo } from '@/app/payments/gateway-info';

/**
 * The gateway this site runs ('sandbox', 'stripe'), null until the server said (decision 0151).
 * The checkout offers Stripe's wallets and PayPal inside its Payment Element rather than as
 * methods of their own, and records payment results under the gateway's name.
 */
export function useGatewayName(): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadGatewayInfo().then(
      (info) => live && setName(info.gateway),
      () => undefined, // the card entry shows the failure when the buyer reaches it
    );
    return () => {
      live = false;
    };
  }, []);
  return name;
}
