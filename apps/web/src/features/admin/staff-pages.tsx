import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createStaff,
  endStaffSession,
  resetStaffTwoFactor,
  updateStaff,
  type StaffMember,
} from '@halyard/contract';
import { STAFF_ROLES, type StaffRole } from '@halyard/domain';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { ActionDialog, ActionStatus } from './action-dialog';
import { useAdminAction, useStaff, useStaffSessions } from './admin-api';
import { ADMIN_NS } from './admin-i18n';
import { day, moment } from './format';
import { AdminTable } from './admin-table';
import { AdminQuery } from './admin-query';

function MemberActions({
  member,
  onDone,
}: {
  readonly member: StaffMember;
  readonly onDone: (m: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const update = useAdminAction(updateStaff);
  const reset = useAdminAction(resetStaffTwoFactor);
  const params = { staffId: member.id };
  return (
    <div className="flex flex-wrap gap-2">
      <ActionDialog
        trigger={t('staff.changeRole')}
        title={t('staff.changeRoleTitle', { email: member.email })}
        consequence={t('staff.changeRoleConsequence')}
        onDone={onDone}
        onConfirm={(form, reason) =>
          update.mutateAsync({
            params,
            body: { role: String(form.get('role')) as StaffRole, reason },
          })
        }
      >
        <SelectField
          label={t('staff.role')}
          name="role"
          defaultValue={member.role}
          options={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        />
      </ActionDialog>
      <ActionDialog
        trigger={member.disabled_at ? t('staff.enable') : t('staff.disable')}
        consequence={
          member.disabled_at ? t('staff.enableConsequence') : t('staff.disableConsequence')
        }
        onDone={onDone}
        onConfirm={(_, reason) =>
          update.mutateAsync({ params, body: { disabled: !member.disabled_at, reason } })
        }
      />
      {member.two_factor_enabled ? (
        <ActionDialog
          trigger={t('staff.resetTwoFactor')}
          consequence={t('staff.resetTwoFactorConsequence')}
          onDone={onDone}
          onConfirm={(_, reason) => reset.mutateAsync({ params, body: { reason } })}
        />
      ) : null}
    </div>
  );
}

/** Issue 16 item 1: the tenant's staff, their roles and second factors (admins only). */
export function StaffPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const create = useAdminAction(createStaff);
  const [message, setMessage] = useState('');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('staff.title')}</h1>
      <ActionStatus message={message} />
      <ActionDialog
        trigger={t('staff.add')}
        consequence={t('staff.addConsequence')}
        confirm={t('staff.add')}
        onDone={setMessage}
        onConfirm={(form, reason) =>
          create.mutateAsync({
            body: {
              email: String(form.get('email') ?? ''),
              name: String(form.get('name') ?? ''),
              role: String(form.get('role')) as StaffRole,
              password: String(form.get('password') ?? ''),
              reason,
            },
          })
        }
      >
        <TextField label={t('staff.email')} name="email" type="email" required />
        <TextField label={t('staff.name')} name="name" required />
        <SelectField
          label={t('staff.role')}
          name="role"
          defaultValue="support"
          options={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        />
        <TextField
          label={t('staff.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={12}
          required
        />
      </ActionDialog>
      <AdminQuery query={staff}>
        {(data) => (
          <AdminTable
            caption={t('staff.title')}
            headers={(['member', 'role', 'twoFactor', 'since', 'actions'] as const).map((h) =>
              t(`staff.columns.${h}`),
            )}
          >
            {data.staff.map((m) => (
              <tr key={m.id} className="border-b border-border">
                <td className="p-2">
                  {m.name} · {m.email}
                  {m.disabled_at ? ` · ${t('staff.disabled')}` : ''}
                </td>
                <td className="p-2">{t(`roles.${m.role}`)}</td>
                <td className="p-2">
                  {m.two_factor_enabled ? t('common.on') : t('staff.notEnrolled')}
                </td>
                <td className="p-2">{day(m.created_at)}</td>
                <td className="p-2">
                  <MemberActions member={m} onDone={setMessage} />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminQuery>
    </div>
  );
}

/** Issue 16 item 1: live staff sessions (your own; everyone's for an admin), each revocable. */
export function SecurityPage() {
  const { t } = useTranslation(ADMIN_NS);
  const sessions = useStaffSessions();
  const end = useAdminAction(endStaffSession);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('security.title')}</h1>
      <AdminQuery query={sessions}>
        {(data) => (
          <AdminTable
            caption={t('security.title')}
            headers={(['member', 'device', 'ip', 'started', 'lastSeen', 'actions'] as const).map(
              (h) => t(`security.columns.${h}`),
            )}
          >
            {data.sessions.map((s) => (
              <tr key={s.id} className="border-b border-border">
                <td className="p-2">{s.staff_email}</td>
                <td className="p-2">
                  {s.browser} · {s.os}
                  {s.current ? ` · ${t('security.current')}` : ''}
                </td>
                <td className="p-2">{s.ip ?? '—'}</td>
                <td className="p-2">{moment(s.created_at)}</td>
                <td className="p-2">{moment(s.last_seen_at)}</td>
                <td className="p-2">
                  {s.current ? null : (
                    <Button
                      variant="secondary"
                      className="min-h-9 px-3 text-sm"
                      pending={end.isPending}
                      onClick={() => end.mutate({ params: { sessionId: s.id }, body: {} })}
                    >
                      {t('security.end', { email: s.staff_email })}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminQuery>
    </div>
  );
}
