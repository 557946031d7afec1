import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createExpressApp } from 'stripe-stateful-mock';
import { cards } from 'stripe-stateful-mock/dist/api/cards.js';
import { charges } from 'stripe-stateful-mock/dist/api/charges.js';
import { customers } from 'stripe-stateful-mock/dist/api/customers.js';
import { RestError } from 'stripe-stateful-mock/dist/api/RestError.js';
import { parseStripeForm } from './form';

/**
 * A Stripe API for the tests (decision 0152): npm `stripe-stateful-mock` — customers, charges,
 * captures, refunds and its idempotency — extended here with what it lacks and our adapter
 * uses, speaking Stripe's HTTP API to the official SDK:
 * - PaymentMethods (from Stripe's test tokens and `pm_card_*` ids), attach and detach;
 * - PaymentIntents: create, confirm (server-side, or as Stripe.js does with the publishable key
 *   and the intent's client secret), manual capture, cancel, update, list, and 3-D Secure by
 *   `next_action.redirect_to_url` to a page of this mock that passes or fails the challenge;
 *   the network answer of a confirmation is a charge made by stripe-stateful-mock itself, so its
 *   decline codes, refunds and captures are the package's;
 * - SetupIntents (create, retrieve, confirm);
 * - the events Stripe would send for these changes (`events`), to be signed and delivered by the
 *   test in any order; and faults: a request that takes effect and then never answers, or a 500.
 * What it cannot show is listed in docs/payments-stripe.md ("What the mock cannot show").
 */

type Obj = Record<string, unknown>;
const ACCOUNT = 'acct_default';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const secretOf = (id: string) => `${id}_secret_${randomBytes(12).toString('hex')}`;

/** Stripe's test PaymentMethod ids, as the test tokens stripe-stateful-mock charges with. */
const MAGIC_METHODS: Record<string, string> = {
  pm_card_visa: 'tok_visa',
  pm_card_mastercard: 'tok_mastercard',
  pm_card_amex: 'tok_amex',
  pm_card_chargeDeclined: 'tok_chargeDeclined',
  pm_card_chargeDeclinedInsufficientFunds: 'tok_chargeDeclinedInsufficientFunds',
  pm_card_chargeDeclinedIncorrectCvc: 'tok_chargeDeclinedIncorrectCvc',
  pm_card_chargeDeclinedExpiredCard: 'tok_chargeDeclinedExpiredCard',
  pm_card_chargeDeclinedProcessingError: 'tok_chargeDeclinedProcessingError',
  pm_card_chargeDeclinedFraudulent: 'tok_chargeDeclinedFraudulent',
  pm_card_threeDSecure2Required: 'tok_threeDSecure2Required',
  pm_card_createDispute: 'tok_createDispute',
};
/** Tokens that ask for 3-D Secure on every payment (Stripe's 4000 0000 0000 3220). */
const THREE_DS_TOKENS = new Set(['tok_threeDSecure2Required']);

interface StoredMethod {
  readonly object: Obj;
  readonly sourceToken: string;
}

export interface MockEvent {
  readonly id: string;
  readonly object: 'event';
  readonly type: string;
  readonly created: number;
  readonly livemode: false;
  readonly api_version: string;
  readonly pending_webhooks: number;
  readonly request: { id: null; idempotency_key: null };
  readonly data: { object: Obj };
}

interface Fault {
  readonly kind: 'hang' | 'fail';
  remaining: number;
  readonly path: string;
}

export interface StripeMock {
  readonly url: string;
  /** Events of every change, oldest first, as Stripe would deliver them. */
  readonly events: MockEvent[];
  /** The next `count` requests under `path` take effect and never answer, or answer 500. */
  fault(kind: Fault['kind'], path: string, count?: number): void;
  clearFaults(): void;
  /** A PaymentMethod as Stripe.js's createPaymentMethod makes it (publishable key). */
  paymentMethod(token: string): Obj;
  /** An event for an object as it is now (for tests that build their own). */
  event(type: string, object: Obj): MockEvent;
  close(): Promise<void>;
}

class HttpAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

const stripeError = (status: number, error: Obj) => new RestError(status, error);
const missing = (what: string, id: string, param = 'id') =>
  stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    param,
  });

export async function startStripeMock(options: { now?: () => Date } = {}): Promise<StripeMock> {
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const inner = createExpressApp();
  const methods = new Map<string, StoredMethod>();
  const intents = new Map<string, Obj>();
  const setups = new Map<string, Obj>();
  const authenticated = new Set<string>(); // intents whose 3-D Secure challenge passed
  const events: MockEvent[] = [];
  const faults: Fault[] = [];
  const replays = new Map<string, { body: string; status: number; answer: string }>();
  let url = '';

  const event = (type: string, object: Obj): MockEvent => ({
    id: newId('evt'),
    object: 'event',
    type,
    created: now(),
    livemode: false,
    api_version: '2026-10-28.endive',
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  });
  const emit = (type: string, object: Obj) => events.push(event(type, object));

  function createMethod(token: string): Obj {
    const card = cards.createFromSource(THREE_DS_TOKENS.has(token) ? 'tok_visa' : token);
    const last4 = THREE_DS_TOKENS.has(token) ? '3220' : card.last4;
    const object: Obj = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: card.brand.toLowerCase().replace('american express', 'amex'),
        last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        country: card.country,
        funding: card.funding,
        wallet: null,
        checks: { cvc_check: 'pass' },
      },
    };
    methods.set(object.id as string, { object, sourceToken: token });
    return object;
  }

  function methodOf(id: unknown, param = 'payment_method'): StoredMethod {
    const key = String(id);
    if (MAGIC_METHODS[key]) {
      const object = createMethod(MAGIC_METHODS[key]);
      return methods.get(object.id as string) as StoredMethod;
    }
    const found = methods.get(key);
    if (!found) throw missing('PaymentMethod', key, param);
    return found;
  }

  function attach(method: StoredMethod, customer: string) {
    customers.retrieve(ACCOUNT, customer, 'customer'); // 404 for an unknown customer
    method.object.customer = customer;
  }

  function intentOf(id: string): Obj {
    const intent = intents.get(id);
    if (!intent) throw missing('payment_intent', id);
    return intent;
  }

  /** The view of an intent, with `latest_charge` expanded when asked. */
  function view(intent: Obj, expand: unknown): Obj {
    const wanted = Array.isArray(expand) ? (expand as string[]) : [];
    const copy = { ...intent };
    const charge = intent.latest_charge as string | null;
    if (charge && wanted.some((e) => e === 'latest_charge' || e === 'data.latest_charge'))
      copy.latest_charge = charges.retrieve(ACCOUNT, charge, 'latest_charge');
    if (wanted.includes('payment_method') && intent.payment_method)
      copy.payment_method = methods.get(intent.payment_method as string)?.object ?? null;
    return copy;
  }

  /** The card network's answer, through stripe-stateful-mock's charges. */
  function authorise(intent: Obj, method: StoredMethod) {
    const manual = intent.capture_method === 'manual';
    let charge: Obj;
    try {
      charge = charges.create(ACCOUNT, {
        amount: intent.amount,
        currency: intent.currency,
        // Once authenticated, a 3-D Secure card is charged like any good card.
        source: THREE_DS_TOKENS.has(method.sourceToken) ? 'tok_visa' : method.sourceToken,
        ...(manual && { capture: 'false' }),
        metadata: intent.metadata,
      });
    } catch (error) {
      if (!(error instanceof RestError)) throw error;
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { ...error.error, payment_method: method.object };
      intent.latest_charge = (error.error.charge as string | undefined) ?? null;
      emit('payment_intent.payment_failed', intent);
      throw stripeError(error.statusCode, { ...error.error, payment_intent: { ...intent } });
    }
    Object.assign(charge, {
      created: now(),
      customer: intent.customer ?? null,
      payment_intent: intent.id,
      payment_method: method.object.id,
    });
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    intent.next_action = null;
    if (intent.setup_future_usage && intent.customer) attach(method, intent.customer as string);
    if (manual) {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      emit('payment_intent.succeeded', intent);
    }
  }

  function confirm(intent: Obj, params: Obj) {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status as string))
      throw stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent's status is ${String(intent.status)}.`,
      });
    const methodId = params.payment_method ?? intent.payment_method;
    if (!methodId)
      throw stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it has no payment method.',
      });
    const method = methodOf(methodId);
    intent.payment_method = method.object.id;
    if (params.return_url) intent.return_url = params.return_url;
    const offSession = params.off_session === 'true' || intent.off_session === true;
    if (THREE_DS_TOKENS.has(method.sourceToken) && !authenticated.has(intent.id as string)) {
      if (offSession) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: 'authentication_required',
          decline_code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
          payment_method: method.object,
        };
        emit('payment_intent.payment_failed', intent);
        throw stripeError(402, {
          ...(intent.last_payment_error as Obj),
          payment_intent: { ...intent },
        });
      }
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `${url}/__mock/3ds/${String(intent.id)}`,
          return_url: intent.return_url ?? null,
        },
      };
      emit('payment_intent.requires_action', intent);
      return;
    }
    authorise(intent, method);
  }

  function createIntent(params: Obj): Obj {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      throw stripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        message: 'Invalid positive integer',
        param: 'amount',
      });
    const id = newId('pi');
    const intent: Obj = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: String(params.currency).toLowerCase(),
      capture_method: params.capture_method ?? 'automatic_async',
      client_secret: secretOf(id),
      created: now(),
      customer: params.customer ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: (params.metadata as Obj | undefined) ?? {},
      next_action: null,
      off_session: params.off_session === 'true',
      payment_method: null,
      payment_method_types: params.allowed_payment_method_types ?? ['card'],
      return_url: params.return_url ?? null,
      setup_future_usage: params.setup_future_usage ?? null,
      status: 'requires_payment_method',
    };
    if (params.payment_method_data)
      throw stripeError(400, {
        type: 'invalid_request_error',
        message: 'This mock cannot create PayPal or other redirect payment methods.',
        param: 'payment_method_data',
      });
    if (params.payment_method) {
      intent.payment_method = methodOf(params.payment_method).object.id;
      intent.status = 'requires_confirmation';
    }
    intents.set(id, intent);
    if (params.confirm === 'true') confirm(intent, params);
    return intent;
  }

  function capture(intent: Obj): Obj {
    if (intent.status !== 'requires_capture')
      throw stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}.`,
      });
    charges.capture(ACCOUNT, intent.latest_charge as string, {});
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.amount_capturable = 0;
    emit('payment_intent.succeeded', intent);
    return intent;
  }

  function listIntents(query: Obj): Obj {
    const created = query.created as Obj | undefined;
    const gte = Number(created?.gte ?? 0);
    const lt = Number(created?.lt ?? Number.POSITIVE_INFINITY);
    const limit = Math.min(Number(query.limit ?? 10), 100);
    const all = [...intents.values()]
      .filter((i) => Number(i.created) >= gte && Number(i.created) < lt)
      .sort((a, b) => Number(b.created) - Number(a.created));
    const after = query.starting_after ? all.findIndex((i) => i.id === query.starting_after) : -1;
    const page = all.slice(after + 1, after + 1 + limit);
    return {
      object: 'list',
      url: '/v1/payment_intents',
      has_more: after + 1 + limit < all.length,
      data: page.map((i) => view(i, query.expand)),
    };
  }

  function createSetup(params: Obj): Obj {
    const id = newId('seti');
    const setup: Obj = {
      id,
      object: 'setup_intent',
      client_secret: secretOf(id),
      created: now(),
      customer: params.customer ?? null,
      metadata: params.metadata ?? {},
      payment_method: null,
      status: 'requires_payment_method',
      usage: params.usage ?? 'off_session',
    };
    setups.set(id, setup);
    return setup;
  }

  function confirmSetup(setup: Obj, params: Obj): Obj {
    if (setup.status === 'succeeded')
      throw stripeError(400, {
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: 'This SetupIntent has already succeeded.',
      });
    const method = methodOf(params.payment_method);
    if (setup.customer) attach(method, setup.customer as string);
    setup.payment_method = method.object.id;
    setup.status = 'succeeded';
    return setup;
  }

  /** A browser call (publishable key) must carry the object's client secret, as with Stripe. */
  function checkClientSecret(object: Obj, params: Obj, key: string) {
    if (key.startsWith('pk_') && params.client_secret !== object.client_secret)
      throw stripeError(400, {
        type: 'invalid_request_error',
        message:
          'The client_secret provided does not match the client_secret associated with this object.',
        param: 'client_secret',
      });
  }

  /** Our routes: answer, or null to let stripe-stateful-mock answer. */
  function route(method: string, path: string, params: Obj, key: string): unknown {
    const secretOnly = () => {
      if (!key.startsWith('sk_'))
        throw stripeError(401, {
          type: 'invalid_request_error',
          message: 'This API call needs a secret key.',
        });
    };
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_methods') {
      const token = (params.card as Obj | undefined)?.token;
      if (typeof token !== 'string')
        throw stripeError(400, {
          type: 'invalid_request_error',
          message: 'This mock makes PaymentMethods from test tokens only (card[token]).',
        });
      return createMethod(token);
    }
    if ((m = /^\/v1\/payment_methods\/(\w+)$/.exec(path)) && method === 'GET') {
      secretOnly();
      return methodOf(m[1], 'payment_method').object;
    }
    if ((m = /^\/v1\/payment_methods\/(\w+)\/attach$/.exec(path))) {
      secretOnly();
      const found = methodOf(m[1]);
      attach(found, String(params.customer));
      return found.object;
    }
    if ((m = /^\/v1\/payment_methods\/(\w+)\/detach$/.exec(path))) {
      secretOnly();
      const found = methodOf(m[1]);
      found.object.customer = null;
      emit('payment_method.detached', found.object);
      return found.object;
    }
    if (path === '/v1/payment_intents') {
      secretOnly();
      return method === 'GET' ? listIntents(params) : createIntent(params);
    }
    if ((m = /^\/v1\/payment_intents\/(\w+)(\/\w+)?$/.exec(path))) {
      const intent = intentOf(m[1] as string);
      const action = m[2];
      if (method === 'GET') {
        checkClientSecret(intent, params, key);
        return view(intent, params.expand);
      }
      if (action === '/confirm') {
        checkClientSecret(intent, params, key);
        confirm(intent, params);
        return view(intent, params.expand);
      }
      secretOnly();
      if (action === '/capture') return capture(intent);
      if (action === '/cancel') {
        intent.status = 'canceled';
        return intent;
      }
      if (!action) {
        if (params.metadata)
          intent.metadata = { ...(intent.metadata as Obj), ...(params.metadata as Obj) };
        return intent;
      }
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      secretOnly();
      return createSetup(params);
    }
    if ((m = /^\/v1\/setup_intents\/(\w+)(\/confirm)?$/.exec(path))) {
      const setup = setups.get(m[1] as string);
      if (!setup) throw missing('setup_intent', m[1] as string);
      checkClientSecret(setup, params, key);
      return m[2] ? confirmSetup(setup, params) : setup;
    }
    if ((m = /^\/v1\/charges\/(\w+)$/.exec(path)) && method === 'GET') {
      secretOnly();
      const charge = { ...charges.retrieve(ACCOUNT, m[1] as string, 'id') };
      const wanted = Array.isArray(params.expand) ? params.expand : [];
      if (wanted.includes('payment_intent') && charge.payment_intent)
        charge.payment_intent = intents.get(charge.payment_intent as string) ?? null;
      return charge;
    }
    if ((m = /^\/__mock\/3ds\/(\w+)$/.exec(path))) {
      const intent = intentOf(m[1] as string);
      if (method === 'GET')
        return new HttpAnswer(200, {
          intent: intent.id,
          status: intent.status,
          page: '3-D Secure test page',
        });
      if (intent.status !== 'requires_action')
        throw stripeError(400, {
          type: 'invalid_request_error',
          message: 'Nothing to authenticate.',
        });
      if (params.result === 'pass') {
        authenticated.add(intent.id as string);
        try {
          authorise(intent, methodOf(intent.payment_method));
        } catch (error) {
          if (!(error instanceof RestError)) throw error;
        }
      } else {
        intent.status = 'requires_payment_method';
        intent.next_action = null;
        intent.last_payment_error = {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        };
        emit('payment_intent.payment_failed', intent);
      }
      const back = new URL(String(intent.return_url ?? `${url}/`));
      back.searchParams.set('payment_intent', intent.id as string);
      back.searchParams.set('redirect_status', params.result === 'pass' ? 'succeeded' : 'failed');
      return new HttpAnswer(200, { redirect: back.toString() });
    }
    return null;
  }

  const ours = (path: string) =>
    /^\/v1\/(payment_methods|payment_intents|setup_intents)(\/|$)/.test(path) ||
    /^\/v1\/charges\/\w+$/.test(path) ||
    path.startsWith('/__mock/');

  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://mock.invalid');
    const fault = faults.find((f) => f.remaining > 0 && target.pathname.startsWith(f.path));
    if (fault) fault.remaining--;
    if (fault?.kind === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Injected failure.' } }));
      return;
    }
    // A refund's charge lives in stripe-stateful-mock; refunds our adapter makes are recorded.
    if (!ours(target.pathname)) {
      if (fault?.kind === 'hang') swallow(res); // takes effect, never answers
      if (req.method === 'POST' && target.pathname === '/v1/refunds') trackRefund(res);
      inner(req, res);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const params = { ...parseStripeForm(target.search.slice(1)), ...parseStripeForm(body) };
      const auth = req.headers.authorization ?? '';
      const key = /^Bearer (.+)$/.exec(auth)?.[1] ?? '';
      const send = (status: number, answer: string) => {
        if (fault?.kind === 'hang') return;
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(answer);
      };
      if (!/^(sk|pk)_test_/.test(key) && !target.pathname.startsWith('/__mock/')) {
        send(
          401,
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
          }),
        );
        return;
      }
      const idempotencyKey = req.headers['idempotency-key'];
      const replayKey =
        req.method === 'POST' && typeof idempotencyKey === 'string'
          ? `${target.pathname} ${idempotencyKey}`
          : null;
      const earlier = replayKey ? replays.get(replayKey) : undefined;
      if (earlier) {
        if (earlier.body !== body) {
          send(
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
              },
            }),
          );
          return;
        }
        send(earlier.status, earlier.answer);
        return;
      }
      let status = 200;
      let answer: unknown;
      try {
        const result = route(req.method ?? 'GET', target.pathname, params, key);
        if (result instanceof HttpAnswer) {
          status = result.status;
          answer = result.body;
        } else if (result === null) {
          status = 404;
          answer = {
            error: {
              type: 'invalid_request_error',
              message: `No matching path: ${target.pathname}`,
            },
          };
        } else answer = result;
      } catch (error) {
        if (!(error instanceof RestError)) {
          status = 500;
          answer = { error: { type: 'api_error', message: String(error) } };
        } else {
          status = error.statusCode;
          answer = { error: error.error };
        }
      }
      const text = JSON.stringify(answer);
      if (replayKey && status !== 500) replays.set(replayKey, { body, status, answer: text });
      send(status, text);
    });
  });

  /** The request is carried out, but its answer never leaves (the client's deadline fires). */
  function swallow(res: http.ServerResponse) {
    res.writeHead = (() => res) as unknown as typeof res.writeHead;
    res.write = (() => true) as typeof res.write;
    res.end = (() => res) as unknown as typeof res.end;
  }

  /** charge.refunded, as Stripe sends it after a refund (the refund is made by the package). */
  function trackRefund(res: http.ServerResponse) {
    const end = res.end.bind(res);
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (res.statusCode === 200 && chunk) {
        try {
          const refund = JSON.parse(String(chunk)) as Obj;
          if (refund.object === 'refund' && refund.charge) {
            const charge = charges.retrieve(ACCOUNT, refund.charge as string, 'charge');
            Object.assign(refund, { created: now() });
            emit('charge.refunded', charge);
          }
        } catch {
          // not a refund answer
        }
      }
      return (end as (...args: unknown[]) => http.ServerResponse)(chunk, ...rest);
    }) as typeof res.end;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    events,
    fault(kind, path, count = 1) {
      faults.push({ kind, path, remaining: count });
    },
    clearFaults() {
      faults.length = 0;
    },
    paymentMethod: createMethod,
    event,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
