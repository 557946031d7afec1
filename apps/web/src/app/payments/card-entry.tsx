import { lazy, Suspense, use, type Ref } from 'react';
import type { CardField } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/ui/skeleton';
import { useHydrated } from '@/ui/use-hydrated';
import { cardEntryChoice, type CardEntryHandle, type CardPurpose } from './card-entry-types';
import { loadGatewayInfo } from './gateway-info';

// Each gateway's fields in a chunk of its own, loaded when a card form shows (decision 0151): the
// storefront's first load carries neither, and the sandbox's pages never load Stripe.js.
const SandboxCardFrame = lazy(() => import('./sandbox-card-frame'));
const StripeCardEntry = lazy(() => import('./stripe-card-entry'));

export interface CardEntryProps {
  readonly handle: Ref<CardEntryHandle | null>;
  readonly purpose: CardPurpose;
  /** Each field's message in the page's words (the sandbox frame shows them; Stripe its own). */
  readonly errors?: Partial<Record<CardField, string>>;
  readonly onSubmit?: () => void;
  readonly onInput?: (field: CardField) => void;
  /** The fields can take a card: the form's pay or save button waits for this. */
  readonly onReady?: () => void;
}

function ChosenEntry(props: CardEntryProps) {
  const choice = cardEntryChoice(use(loadGatewayInfo()).card_entry);
  return choice.kind === 'sandbox_frame' ? (
    <SandboxCardFrame
      frameUrl={choice.frameUrl}
      handle={props.handle}
      errors={props.errors}
      onSubmit={props.onSubmit}
      onInput={props.onInput}
      onReady={props.onReady}
    />
  ) : (
    <StripeCardEntry
      publishableKey={choice.publishableKey}
      purpose={props.purpose}
      handle={props.handle}
      onReady={props.onReady}
    />
  );
}

/**
 * Where a buyer enters a card (checkout, /credit_cards/edit, the retry page, the renewal dialog):
 * the configured gateway's own fields — the sandbox's frame or Stripe's Payment Element
 * (ARCHITECTURE decision 15). It renders in the browser only: a page rendered on the server
 * shows its place until the app runs.
 */
export function CardEntry(props: CardEntryProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const waiting = (
    <div role="status" aria-label={t('app.loading')}>
      <Skeleton className="h-40 w-full" />
    </div>
  );
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <ChosenEntry {...props} />
    </Suspense>
  );
}
