import { isFuture } from '../shared/time';

export type EsimStatus = 'active' | 'expired';

/** spec §4 "An addon is expired when its date is in the past", for a holiday eSIM. */
export function esimStatus(esim: { readonly expires: string }, now: Date): EsimStatus {
  return isFuture(esim.expires, now) ? 'active' : 'expired';
}
