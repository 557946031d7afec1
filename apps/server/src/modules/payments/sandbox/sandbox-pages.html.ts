import type { Currency } from '../payment-gateway';

/**
 * The sandbox's pages: self-contained HTML with plain forms — no script, no external asset — so
 * they work under the app's strict CSP. Everything echoed goes through escapeHtml.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const SYMBOLS: Record<Currency, string> = { USD: '$', EUR: '€', GBP: '£' };

/** Integer minor units shown as money, without going through a float. */
export function formatMinor(amount: number, currency: Currency): string {
  const major = (amount - (amount % 100)) / 100;
  return `${SYMBOLS[currency]}${major}.${String(amount % 100).padStart(2, '0')}`;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
export const brandLabel = (brand: string) => BRANDS[brand] ?? 'payment';

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#1d2430}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;
box-shadow:0 2px 12px rgba(0,0,0,.08)}
.badge{display:inline-block;font-size:.8rem;padding:.1rem .6rem;border-radius:1rem;
background:#fff4d6;color:#7a5400}
h1{font-size:1.4rem;margin:.8rem 0}
.paypal h1{color:#003087}
form{display:grid;gap:.6rem;margin-top:1.5rem}
button{font:inherit;padding:.7rem 1rem;border-radius:2rem;border:1px solid #1d2430;
background:#fff;cursor:pointer}
button.primary{background:#1d2430;color:#fff}
.paypal button.primary{background:#ffc439;color:#111;border-color:#ffc439}
a{color:#0b57d0}`;

/** The start of every sandbox page, up to its body: the title (escaped) and the page's style. */
export const pageHead = (title: string, style: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>`;

function page(title: string, body: string, className = ''): string {
  return `${pageHead(title, STYLE)}
<body><main class="${className}"><span class="badge">Sandbox · no real money moves</span>
${body}
</main></body>
</html>
`;
}

export interface ButtonSpec {
  readonly name: string;
  readonly value: string;
  readonly label: string;
  readonly primary?: boolean;
}

function form(action: string, returnUrl: string | null, buttons: readonly ButtonSpec[]): string {
  const hidden = returnUrl
    ? `<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">`
    : '';
  const rendered = buttons.map(
    (b) =>
      `<button type="submit" name="${escapeHtml(b.name)}" value="${escapeHtml(b.value)}"${b.primary ? ' class="primary"' : ''}>${escapeHtml(b.label)}</button>`,
  );
  return `<form method="post" action="${escapeHtml(action)}">${hidden}${rendered.join('')}</form>`;
}

export function challengePage(input: {
  action: string;
  returnUrl: string | null;
  amount: string;
  card: string;
}): string {
  return page(
    '3-D Secure authentication',
    `<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm a payment of <strong>${escapeHtml(input.amount)}</strong> with your ${escapeHtml(input.card)}.</p>
${form(input.action, input.returnUrl, [
  { name: 'outcome', value: 'pass', label: 'Complete authentication', primary: true },
  { name: 'outcome', value: 'fail', label: 'Fail authentication' },
])}`,
  );
}

export function payPalPage(input: {
  action: string;
  returnUrl: string | null;
  merchant: string;
  amount: string | null;
  currency: Currency;
}): string {
  const what = input.amount
    ? `Pay <strong>${escapeHtml(input.amount)}</strong> to ${escapeHtml(input.merchant)}`
    : `Allow ${escapeHtml(input.merchant)} to charge your PayPal account in ${input.currency}`;
  return page(
    'PayPal (sandbox)',
    `<h1>PayPal</h1>
<p>${what}.</p>
${form(input.action, input.returnUrl, [
  { name: 'decision', value: 'approve', label: 'Approve', primary: true },
  { name: 'decision', value: 'cancel', label: 'Cancel' },
  { name: 'decision', value: 'fail', label: 'Simulate failure' },
])}`,
    'paypal',
  );
}

/** A page that only says something, with an optional link onwards (a same-origin path). */
export function messagePage(title: string, message: string, next: string | null = null): string {
  const link = next ? `<p><a href="${escapeHtml(next)}">Continue</a></p>` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link}`);
}
