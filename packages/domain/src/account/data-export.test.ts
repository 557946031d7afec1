import { describe, expect, it } from 'vitest';
import { askForExport, dataExportState, exportExpiry } from './data-export';

const at = (iso: string) => new Date(iso);
const requested = '2026-03-01T10:00:00.000Z';

describe('data export (issue 22 item 6, decision 0195)', () => {
  it('is offered for download for 7 days from when it was ready', () => {
    expect(exportExpiry(at('2026-03-01T10:05:00.000Z')).toISOString()).toBe(
      '2026-03-08T10:05:00.000Z',
    );
    const ready = {
      status: 'ready',
      requested_at: requested,
      expires_at: '2026-03-08T10:05:00.000Z',
    } as const;
    expect(dataExportState(ready, at('2026-03-08T10:04:59.999Z'))).toBe('ready');
    expect(dataExportState(ready, at('2026-03-08T10:05:00.000Z'))).toBe('expired');
  });

  it('one pending request at a time: asking while it is prepared answers that one', () => {
    const pending = { status: 'pending', requested_at: requested, expires_at: null } as const;
    expect(dataExportState(pending, at(requested))).toBe('preparing');
    expect(askForExport(pending, at('2026-03-05T00:00:00.000Z'))).toEqual({ kind: 'existing' });
  });

  it('a new export may be asked for once a day; a failed or old one may be asked again', () => {
    expect(askForExport(undefined, at(requested))).toEqual({ kind: 'create' });
    const ready = {
      status: 'ready',
      requested_at: requested,
      expires_at: '2026-03-08T10:05:00.000Z',
    } as const;
    expect(askForExport(ready, at('2026-03-02T09:59:59.000Z'))).toEqual({
      kind: 'too_soon',
      retryAt: at('2026-03-02T10:00:00.000Z'),
    });
    expect(askForExport(ready, at('2026-03-02T10:00:00.000Z'))).toEqual({ kind: 'create' });
    const failed = { status: 'failed', requested_at: requested, expires_at: null } as const;
    expect(askForExport(failed, at(requested))).toEqual({ kind: 'create' });
  });
});
