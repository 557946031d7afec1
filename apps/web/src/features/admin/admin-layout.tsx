import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useOutletContext,
} from 'react-router';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { staffSignOut, type StaffSelf } from '@halyard/contract';
import { ADMIN_PATH, APP_PAGES, type StaffPermission } from '@halyard/domain';
import { callApi } from '@/app/api-client';
import { appQueryClient } from '@/app/query-client';
import { writeLocaleCookie } from '@/app/locale-cookie';
import { languageOfCode, languages } from '@/i18n/locales';
import { Button } from '@/ui/button';
import { ADMIN_KEY, useStaffSelf } from './admin-api';
import { AdminLoading } from './admin-query';
import { activateAdminLanguage, ADMIN_NS, adminLanguage } from './admin-i18n';

/** The sections of the back office, each shown to the roles that may open it. */
const SECTIONS = [
  { to: APP_PAGES.adminHome.path, key: 'customers', needs: 'customers.read' },
  { to: APP_PAGES.adminDunning.path, key: 'dunning', needs: 'revenue.read' },
  { to: APP_PAGES.adminRevenue.path, key: 'revenue', needs: 'revenue.read' },
  { to: APP_PAGES.adminCatalogue.path, key: 'catalogue', needs: 'catalogue.read' },
  { to: APP_PAGES.adminGiftCards.path, key: 'giftCards', needs: 'catalogue.read' },
  { to: APP_PAGES.adminPromotionCodes.path, key: 'promotions', needs: 'catalogue.read' },
  { to: APP_PAGES.adminAudit.path, key: 'audit', needs: 'audit.read' },
  { to: APP_PAGES.adminStaff.path, key: 'staff', needs: 'staff.manage' },
  { to: APP_PAGES.adminSecurity.path, key: 'security', needs: null },
] as const satisfies readonly { to: string; key: string; needs: StaffPermission | null }[];

const can = (self: StaffSelf, permission: StaffPermission) => self.permissions.includes(permission);

/** Whether the signed-in staff member (the back office's outlet context) may do `permission`. */
export const useCan = (permission: StaffPermission) =>
  can(useOutletContext<StaffSelf>(), permission);

function LanguageSelect() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>{t('layout.language')}</span>
      <select
        className="min-h-9 rounded-control border border-border-strong bg-surface px-2"
        value={languages.find((l) => l.languageCode === i18n.language)?.code ?? 'en'}
        onChange={(event) => {
          const language = languageOfCode(event.target.value);
          if (!language) return;
          writeLocaleCookie(language);
          void activateAdminLanguage(language);
        }}
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.languageCode}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function Shell({ self }: { readonly self: StaffSelf }) {
  const { t } = useTranslation(ADMIN_NS);
  const client = useQueryClient();
  const navigate = useNavigate();
  async function signOut() {
    await callApi(staffSignOut, { body: {} }).catch(() => undefined);
    client.removeQueries({ queryKey: [ADMIN_KEY] });
    navigate(APP_PAGES.adminSignIn.path, { replace: true });
  }
  return (
    <div className="min-h-dvh">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('layout.skip')}
      </a>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="font-bold">{t('layout.title')}</p>
          <div className="flex flex-wrap items-center gap-4">
            <LanguageSelect />
            <span className="text-sm text-ink-muted">
              {self.staff.email} · {t(`roles.${self.staff.role}`)}
            </span>
            <Button variant="secondary" onClick={() => void signOut()}>
              {t('layout.signOut')}
            </Button>
          </div>
        </div>
        <nav aria-label={t('layout.nav')} className="mx-auto max-w-7xl px-4">
          <ul className="flex flex-wrap gap-1">
            {SECTIONS.filter((s) => s.needs === null || can(self, s.needs)).map((s) => (
              <li key={s.key}>
                <NavLink
                  to={s.to}
                  end={s.to === ADMIN_PATH}
                  className={({ isActive }) =>
                    `inline-flex min-h-10 items-center rounded-t-control px-3 text-sm font-medium ${
                      isActive
                        ? 'border-b-2 border-brand-700 text-brand-800'
                        : 'text-ink-muted hover:text-ink'
                    }`
                  }
                >
                  {t(`nav.${s.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <Outlet context={self} />
      </main>
    </div>
  );
}

function Gate() {
  const location = useLocation();
  const me = useStaffSelf();
  const onSignIn = location.pathname === APP_PAGES.adminSignIn.path;
  if (me.isPending)
    return <AdminLoading block="h-64 w-full rounded-card" className="mx-auto mt-16 max-w-md" />;
  if (onSignIn) return <Outlet />;
  if (!me.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${APP_PAGES.adminSignIn.path}?next=${next}`} replace />;
  }
  return <Shell self={me.data} />;
}

/** The back office's root (its own chunk; rendered in the browser only, decision 0170). */
export function AdminApp() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <QueryClientProvider client={appQueryClient()}>
      <Gate />
    </QueryClientProvider>
  );
}

/** Loads the back office's strings in the staff member's language before it renders. */
export async function adminLoader(): Promise<null> {
  await activateAdminLanguage(adminLanguage());
  return null;
}
