import { use, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { FORM_MESSAGE_KEYS, type CardField, type FormMessageKey } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { CARD_FRAME_NS, loadCardFrameNamespace } from '@/i18n/card-frame-namespace';
import { useLanguage } from '@/i18n/use-language';
import type { CardSource } from '../card-token';
import type { CardEntryHandle, CardProblems, CardRefusal } from './card-entry-types';

/** The channel the sandbox's card frame speaks on (server: card-frame.html.ts). */
const CHANNEL = 'halyard-card-frame';
const FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];
/** How long the frame may take to answer a tokenise before the gateway counts as unreachable. */
const ANSWER_MS = 30_000;

type FrameAnswer =
  | { readonly type: 'token'; readonly token: string; readonly clientSecret: string }
  | { readonly type: 'refused'; readonly problems: Record<string, unknown> }
  | { readonly type: 'failed' };

const isMessageKey = (value: unknown): value is FormMessageKey =>
  (FORM_MESSAGE_KEYS as readonly unknown[]).includes(value);

/** The frame's refusal as field problems: only known fields and known message keys count. */
function problemsOf(reported: Record<string, unknown>): CardProblems {
  const problems: CardProblems = {};
  for (const field of FIELDS) {
    const key = reported[field];
    if (isMessageKey(key)) problems[field] = key;
  }
  return problems;
}

/**
 * The sandbox gateway's card fields, in its own frame (decision 0151): our page gives the frame
 * its labels and error texts in the page's language and asks it for a token; the frame sends the
 * card to the gateway's endpoint and answers a token and its client secret. Our code never reads
 * the fields.
 */
export default function SandboxCardFrame({
  frameUrl,
  handle,
  errors,
  onSubmit,
  onInput,
  onReady,
}: {
  readonly frameUrl: string;
  readonly handle: Ref<CardEntryHandle | null>;
  /** Each field's message, shown under it in the frame. */
  readonly errors?: Partial<Record<CardField, string>> | undefined;
  /** Enter pressed in a field: the form that holds the frame submits. */
  readonly onSubmit?: (() => void) | undefined;
  /** The buyer typed in a field (its old message may go). */
  readonly onInput?: ((field: CardField) => void) | undefined;
  /** The frame can take a card (its script runs). */
  readonly onReady?: (() => void) | undefined;
}) {
  const language = useLanguage();
  // The labels' namespace loads with this chunk (the storefront's first load lacks it).
  use(loadCardFrameNamespace(language.languageCode));
  const { t, i18n } = useTranslation(CARD_FRAME_NS);
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const waiting = useRef(new Map<string, (answer: FrameAnswer) => void>());
  const isReady = useRef(false);
  const readyWaiters = useRef<(() => void)[]>([]);
  const callbacks = useRef({ onSubmit, onInput, onReady });
  callbacks.current = { onSubmit, onInput, onReady };

  // The frame is ready once its script runs: it says so, and its load event says so too (a
  // message sent before this page listened would be lost; the load event never is).
  const markReady = () => {
    if (isReady.current) return;
    isReady.current = true;
    setReady(true);
    readyWaiters.current.splice(0).forEach((resolve) => resolve());
    callbacks.current.onReady?.();
  };

  const send = (message: Record<string, unknown>) =>
    frame.current?.contentWindow?.postMessage(
      { channel: CHANNEL, ...message },
      window.location.origin,
    );

  useEffect(() => {
    const pending = waiting.current;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      if (event.origin !== window.location.origin) return;
      const m = event.data as { channel?: string; type?: string; [k: string]: unknown } | null;
      if (m?.channel !== CHANNEL) return;
      if (m.type === 'ready') markReady();
      else if (m.type === 'resize' && typeof m.height === 'number') setHeight(m.height);
      else if (m.type === 'submit') callbacks.current.onSubmit?.();
      else if (m.type === 'input' && FIELDS.includes(m.field as CardField))
        callbacks.current.onInput?.(m.field as CardField);
      else if (typeof m.id === 'string' && pending.has(m.id)) {
        const resolve = pending.get(m.id);
        pending.delete(m.id);
        resolve?.(m as unknown as FrameAnswer);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const labels = {
    number: t('number'),
    expiry: t('expiry'),
    expiryPlaceholder: t('expiryPlaceholder'),
    cvc: t('cvc'),
  };
  const init = JSON.stringify({ lang: language.languageCode, dir: i18n.dir(), labels });
  useEffect(() => {
    if (ready) send({ type: 'init', ...(JSON.parse(init) as object) });
  }, [ready, init]);
  const shown = JSON.stringify(errors ?? {});
  useEffect(() => {
    if (ready) send({ type: 'errors', messages: JSON.parse(shown) as object });
  }, [ready, shown]);

  /** Asks the frame for a token; its answer, or `failed` when it says nothing in time. */
  const tokenise = async (postalCode: string): Promise<FrameAnswer> => {
    if (!isReady.current) await new Promise<void>((resolve) => readyWaiters.current.push(resolve));
    const id = crypto.randomUUID();
    return new Promise<FrameAnswer>((resolve) => {
      const timer = window.setTimeout(() => {
        waiting.current.delete(id);
        resolve({ type: 'failed' });
      }, ANSWER_MS);
      waiting.current.set(id, (answer) => {
        window.clearTimeout(timer);
        resolve(answer);
      });
      send({ type: 'tokenise', id, postalCode });
    });
  };
  const asSource = async (
    postalCode: string,
  ): Promise<({ ok: true } & CardSource) | CardRefusal> => {
    const answer = await tokenise(postalCode);
    if (answer.type === 'token')
      return { ok: true, token: answer.token, clientSecret: answer.clientSecret };
    if (answer.type === 'refused') return { ok: false, problems: problemsOf(answer.problems) };
    return { ok: false, key: 'credit_card_payment_gateway_error' };
  };

  useImperativeHandle(handle, () => ({
    async collect(postalCode) {
      const result = await asSource(postalCode);
      return result.ok ? { ok: true, source: result } : result;
    },
    confirmPayment: () => Promise.resolve({ ok: true }),
    save: (postalCode) => asSource(postalCode),
    focus(field) {
      frame.current?.focus();
      send({ type: 'focus', field });
    },
  }));

  return (
    <iframe
      ref={frame}
      src={frameUrl}
      title={t('title')}
      onLoad={markReady}
      className="block w-full border-0"
      // The frame reports its height; until then it takes the three fields' usual height.
      style={{ height: height ?? 176 }}
    />
  );
}
