import { z } from 'zod';
import { CANCELLATION_REASONS, CANCELLATION_TEXT_MAX, SAVE_OFFERS } from '@halyard/domain';

// Issue 21 §4 (decision 0183): the reasons step of turning auto-renew off, and its save offer.

const SAVE_OFFER_IDS = Object.keys(SAVE_OFFERS) as [
  keyof typeof SAVE_OFFERS,
  ...(keyof typeof SAVE_OFFERS)[],
];

export const CancellationReason = z.enum(CANCELLATION_REASONS).meta({ id: 'CancellationReason' });
export const SaveOfferId = z.enum(SAVE_OFFER_IDS).meta({ id: 'SaveOfferId' });

/** `POST …/autobill-off`: the reason is optional; so is the offer the customer turned down. */
export const AutobillOffBody = z
  .object({
    reason: CancellationReason.optional(),
    /** Free text, with the reason "other". */
    reason_text: z.string().trim().max(CANCELLATION_TEXT_MAX).optional(),
    /** The save offer shown and turned down by turning auto-renew off anyway. */
    declined_offer: SaveOfferId.optional(),
  })
  .meta({ id: 'AutobillOffBody' });
