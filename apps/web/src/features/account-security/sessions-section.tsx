import type { AccountSession } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { formatDate } from '@/app/format';
import { useChangeThenRefresh } from '@/app/route-query';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { SecurityQuerySection } from './security-section';
import { sessionsQuery } from './security-api';

function SessionRow({ session }: { readonly session: AccountSession }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const end = useChangeThenRefresh(
    () => callApi(routes.endSession, { params: { id: session.id } }),
    sessionsQuery,
  );
  const deviceLabel = t(`security.sessions.device.${session.device}`);
  const browserOn = t('security.sessions.browserOn', { browser: session.browser, os: session.os });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-t border-border py-3">
      <div>
        <p className="font-semibold">
          {deviceLabel} · {browserOn}
          {session.current ? (
            <span className="ms-2 rounded-full bg-success-100 px-2 py-0.5 text-sm text-success-800">
              {t('security.sessions.thisDevice')}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-ink-muted">
          {t('security.sessions.since', { date: formatDate(session.created_at, language) })}
          {' · '}
          {t('security.sessions.lastActive', { date: formatDate(session.last_seen_at, language) })}
          {session.place ? ` · ${session.place}` : ''}
          {session.ip ? ` · ${t('security.sessions.ip', { ip: session.ip })}` : ''}
        </p>
      </div>
      {session.current ? null : (
        <Button variant="secondary" pending={end.isPending} onClick={() => end.mutate()}>
          {t('security.sessions.end')}
          <span className="sr-only">
            {' '}
            {deviceLabel}, {browserOn}
          </span>
        </Button>
      )}
    </li>
  );
}

/** Issue 23 item 3: where the account is signed in; end one or all others. */
export function SessionsSection() {
  const { t } = useTranslation();
  const list = useQuery(sessionsQuery);
  const others = list.data?.sessions.filter((s) => !s.current).length ?? 0;
  return (
    <SecurityQuerySection
      id="sessions"
      headingId="sessions-heading"
      title={t('security.sessions.title')}
      intro={t('security.sessions.intro')}
      query={list}
      skeleton="mt-4 h-24"
      footer={<EndOthers others={others} />}
    >
      {(data) => (
        <ul aria-labelledby="sessions-heading" className="mt-4">
          {data.sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </SecurityQuerySection>
  );
}

/** End every session but this one, and say how many ended. */
function EndOthers({ others }: { readonly others: number }) {
  const { t } = useTranslation();
  const endOthers = useChangeThenRefresh(
    () => callApi(routes.endOtherSessions, { body: {} }),
    sessionsQuery,
  );
  return (
    <>
      {others > 0 ? (
        <Button
          variant="secondary"
          className="mt-4"
          pending={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {t('security.sessions.endOthers')}
        </Button>
      ) : null}
      {endOthers.isSuccess ? (
        <p role="status" className="mt-3 font-semibold text-success-800">
          {t('security.sessions.ended', { count: endOthers.data.ended })}
        </p>
      ) : null}
    </>
  );
}
