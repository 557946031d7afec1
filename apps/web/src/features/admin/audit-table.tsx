import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@halyard/contract';
import { ADMIN_NS } from './admin-i18n';
import { moment } from './format';
import { AdminTable } from './admin-table';

const values = (record: Record<string, unknown> | null) =>
  record
    ? Object.entries(record)
        .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
        .join(', ')
    : '';

/** Audit rows: when, who, what, on what, why, and the values before and after. */
export function AuditTable({ entries }: { readonly entries: readonly AuditEntry[] }) {
  const { t } = useTranslation(ADMIN_NS);
  if (entries.length === 0) return <p className="text-sm text-ink-muted">{t('common.none')}</p>;
  return (
    <AdminTable
      caption={t('audit.title')}
      headers={(['when', 'who', 'action', 'target', 'reason', 'change'] as const).map((h) =>
        t(`audit.${h}`),
      )}
      testId="audit-table"
    >
      {entries.map((e) => (
        <tr key={e.id} className="border-b border-border align-top">
          <td className="p-2 whitespace-nowrap">{moment(e.at)}</td>
          <td className="p-2">
            {e.staff_email}
            {e.staff_role ? ` (${t(`roles.${e.staff_role}`, { defaultValue: e.staff_role })})` : ''}
          </td>
          <td className="p-2">
            {t(`auditActions.${e.action}`, { defaultValue: e.action })}
            {e.outcome === 'refused' ? ` · ${t('audit.refused')}` : ''}
          </td>
          <td className="p-2 font-mono text-xs">{e.target_id ?? '—'}</td>
          <td className="p-2">{e.reason ?? '—'}</td>
          <td className="p-2 text-xs">
            {e.before ? (
              <div>
                {t('audit.before')}: {values(e.before)}
              </div>
            ) : null}
            {e.after ? (
              <div>
                {t('audit.after')}: {values(e.after)}
              </div>
            ) : null}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
