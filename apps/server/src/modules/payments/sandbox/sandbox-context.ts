import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/database';
import { newRowId } from '../../../db/row-id';

/** What every sandbox operation works with: its store and the injectable clock. */
export interface SandboxContext {
  readonly db: Db;
  readonly clock: Clock;
}

/** PSP-style ids: `tok_…`, `pi_…`, `ch_…`, `re_…`, `chl_…`. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A charge's id starts with the time, like our own rows' (decision 0227): charges come in bulk. */
export const newChargeId = () => `ch_${newRowId().replaceAll('-', '')}`;

/** A card is valid through the last day of its expiry month (UTC). */
export function isExpired(expMonth: number | null, expYear: number | null, now: Date): boolean {
  if (expMonth === null || expYear === null) return false;
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return expYear * 12 + expMonth < nowMonths;
}

/** Rolled back on purpose: a transaction lost an idempotency race and must leave no trace. */
export class LostRace extends Error {}
