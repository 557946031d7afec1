import { dateText } from '../billing/billing-mail';
import type { Mailer } from '../mail/mailer.service';
import { findRecipient } from '../mail/recipients.repository';
import type { ReadyNotice } from './dedicated-ip.service';

/** Where the customer sees the address and its renewal (spec §2 Dedicated IP). */
export const dedicatedIpLink = (publicUrl: string | undefined) =>
  `${publicUrl ?? ''}/support/dedicated-ip`;

/**
 * Decision 0168: "your dedicated IP is ready", in the customer's language, written into the
 * outbox by the transaction that assigned the address.
 */
export function createDedicatedIpMail(deps: {
  mailer: Mailer;
  publicUrl: string | undefined;
}): ReadyNotice {
  return async (trx, owner, dip) => {
    const recipient = await findRecipient(trx, owner.tenantId, owner.userId);
    if (!recipient || dip.ip_address === null) return;
    await deps.mailer.enqueue(trx, recipient, 'dedicated_ip_ready', {
      region: dip.region ?? '',
      ip: dip.ip_address,
      date: dip.renews_on ? dateText(dip.renews_on, recipient.language) : '—',
      link: dedicatedIpLink(deps.publicUrl),
    });
  };
}
