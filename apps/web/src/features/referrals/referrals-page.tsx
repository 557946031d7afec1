import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/app/api-error';
import { formatDate } from '@/app/format';
import { siteOrigin } from '@/app/page-config';
import { usePageTitle } from '@/app/use-page-title';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ScreenReaderAlert } from '@/ui/alert-message';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { CopyLink } from './copy-link';
import { referralsQuery, useInviteFriend } from './referrals-api';
import { SectionCard } from '@/ui/section-card';
import { PageHeader } from '@/ui/page-header';
import { TitledSection } from '@/ui/titled-section';
import { Fact } from '@/ui/fact';

/** The invitation refusals of decision 0067 in words. */
function inviteErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'own_address') return t('referrals.errors.ownAddress');
    if (error.code === 'already_invited') return t('referrals.errors.alreadyInvited');
    if (error.status === 429) return t('referrals.errors.tooMany');
    if (error.status === 400) return t('referrals.errors.email');
  }
  return t('referrals.errors.general');
}

function InviteForm({ left }: { readonly left: number }) {
  const { t } = useTranslation();
  const invite = useInviteFriend();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    setSentTo(null);
    invite.mutate(email, {
      onSuccess: (sent) => {
        setSentTo(sent.email);
        setEmail('');
      },
      onError: () => input.current?.focus(),
    });
  };
  const error = invite.isError ? inviteErrorText(t, invite.error) : undefined;

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField
        ref={input}
        type="email"
        autoComplete="off"
        label={t('referrals.inviteLabel')}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          invite.reset();
        }}
        error={error}
      />
      <ScreenReaderAlert>{error}</ScreenReaderAlert>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={invite.isPending} disabled={left === 0}>
          {t('referrals.send')}
        </Button>
        <span className="text-sm text-ink-muted">{t('referrals.left', { count: left })}</span>
      </div>
      <p role="status" className="text-success-800">
        {sentTo ? t('referrals.sent', { email: sentTo }) : ''}
      </p>
    </form>
  );
}

/**
 * spec §2 Referrals (/referrals, decision 0067): the user's link (with the referrerId and
 * referralCampaignId the checkout's referral bonus reads), invite by email, the friends who
 * joined and the free months they earned the user (applied to the next renewal, decision 0068).
 */
export function ReferralsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const referrals = useQuery(referralsQuery);
  usePageTitle(t('pages.referrals'));

  if (referrals.isPending)
    return (
      <LoadingRegion label={t('app.loading')} className="space-y-4">
        <Skeleton className="h-9 w-64 max-w-full" />
        <Skeleton className="h-40 w-full" />
      </LoadingRegion>
    );
  if (referrals.isError)
    return (
      <div role="alert" className="rounded-card bg-surface p-6 shadow-card">
        <h1 className="text-2xl font-bold">{t('pages.referrals')}</h1>
        <p className="mt-2">{t('referrals.failed')}</p>
        <Button
          className="mt-4"
          pending={referrals.isFetching}
          onClick={() => void referrals.refetch()}
        >
          {t('common.retry')}
        </Button>
      </div>
    );

  const data = referrals.data;
  const link = new URL(data.link_path, siteOrigin()).toString();
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title={t('pages.referrals')}
        intro={t('referrals.intro', { count: data.friend_free_months })}
      />
      <SectionCard title={t('referrals.yourLink')}>
        <p className="mt-2 break-all font-mono text-sm" data-testid="referral-link">
          {link}
        </p>
        <div className="mt-3">
          <CopyLink text={link} />
        </div>
      </SectionCard>
      <TitledSection
        title={t('referrals.invite')}
        className="rounded-card bg-surface p-5 shadow-card"
        headingClassName="mb-3 text-lg font-semibold"
      >
        <InviteForm left={data.invites_left_today} />
        {data.invites.length > 0 ? (
          <>
            <h3 className="mt-4 font-semibold">{t('referrals.invited')}</h3>
            <ul className="mt-1 space-y-1 text-sm" data-testid="invites">
              {data.invites.map((invite) => (
                <li key={invite.id}>
                  {t('referrals.invitedOn', {
                    email: invite.email,
                    date: formatDate(invite.sent_at, language),
                  })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </TitledSection>
      <SectionCard title={t('referrals.rewards')}>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {(
            [
              ['earned', data.rewards.earned_months],
              ['applied', data.rewards.applied_months],
              ['pending', data.rewards.pending_months],
            ] as const
          ).map(([key, months]) => (
            <Fact
              key={key}
              term={t(`referrals.reward.${key}`)}
              className="text-2xl font-bold"
              testId={`reward-${key}`}
            >
              {t('referrals.months', { count: months })}
            </Fact>
          ))}
        </dl>
        <p className="mt-2 text-sm text-ink-muted">{t('referrals.rewardRule')}</p>
        <h3 className="mt-4 font-semibold">{t('referrals.friends')}</h3>
        {data.friends.length === 0 ? (
          <p className="text-ink-muted">{t('referrals.noFriends')}</p>
        ) : (
          <ul className="mt-1 divide-y divide-border" data-testid="friends">
            {data.friends.map((friend) => (
              <li key={friend.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {friend.email}
                  <span className="block text-sm text-ink-muted">
                    {t('referrals.joined', { date: formatDate(friend.joined_at, language) })}
                  </span>
                </span>
                <span className="text-sm">
                  {friend.reward_status === 'applied' && friend.reward_applied_at
                    ? t('referrals.appliedOn', {
                        count: friend.reward_months,
                        date: formatDate(friend.reward_applied_at, language),
                      })
                    : friend.reward_status === 'held'
                      ? t('referrals.heldReward', {
                          count: friend.reward_months,
                          date: formatDate(friend.reward_usable_at, language),
                        })
                      : t('referrals.earnedReward', { count: friend.reward_months })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
