/**
 * Issue 22 item 6 (decision 0195): a customer's copy of their data (GDPR articles 15 and 20).
 * An export is prepared in the background, offered for download for `EXPORT_KEPT_DAYS`, and a new
 * one may be asked for once per `EXPORT_REQUEST_INTERVAL_HOURS`.
 */
export const EXPORT_KEPT_DAYS = 7;
export const EXPORT_REQUEST_INTERVAL_HOURS = 24;
/** Attempts to prepare one before it is reported as failed (the customer may ask again). */
export const EXPORT_MAX_ATTEMPTS = 3;

const HOUR = 3_600_000;

export type DataExportState = 'preparing' | 'ready' | 'expired' | 'failed';

export interface DataExportFacts {
  readonly status: 'pending' | 'ready' | 'failed';
  readonly requested_at: string;
  readonly expires_at: string | null;
}

/** What the portal shows for a request at `now`. */
export function dataExportState(row: DataExportFacts, now: Date): DataExportState {
  if (row.status === 'pending') return 'preparing';
  if (row.status === 'failed') return 'failed';
  return row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()
    ? 'expired'
    : 'ready';
}

/** When a ready export stops being offered. */
export function exportExpiry(readyAt: Date): Date {
  return new Date(readyAt.getTime() + EXPORT_KEPT_DAYS * 24 * HOUR);
}

export type ExportAsk =
  | { readonly kind: 'create' }
  /** One pending request at a time: asking again answers the one being prepared. */
  | { readonly kind: 'existing' }
  /** A ready export was made less than a day ago: the customer downloads that one. */
  | { readonly kind: 'too_soon'; readonly retryAt: Date };

/** What asking for an export does, given the customer's latest request. */
export function askForExport(latest: DataExportFacts | undefined, now: Date): ExportAsk {
  if (!latest) return { kind: 'create' };
  const state = dataExportState(latest, now);
  if (state === 'preparing') return { kind: 'existing' };
  if (state === 'failed') return { kind: 'create' };
  const retryAt = new Date(Date.parse(latest.requested_at) + EXPORT_REQUEST_INTERVAL_HOURS * HOUR);
  return retryAt.getTime() > now.getTime() ? { kind: 'too_soon', retryAt } : { kind: 'create' };
}
