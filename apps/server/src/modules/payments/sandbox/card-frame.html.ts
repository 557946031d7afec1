import { escapeHtml, pageHead } from './sandbox-pages.html';

/** What the frame and the page that frames it say to each other (decision 0151). */
export const CARD_FRAME_CHANNEL = 'halyard-card-frame';

/**
 * The frame's look: the app's text fields (DESIGN.md tokens: ink, border-strong, danger-700,
 * focus ring), on a transparent page so it sits in the form that frames it.
 */
const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;background:transparent;color:#111827;
font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue','Noto Sans',Arial,sans-serif}
form{display:grid;grid-template-columns:1fr 1fr;gap:1rem;padding:4px}
form[hidden]{display:none}
.field{display:flex;flex-direction:column;gap:.375rem;min-width:0}
.wide{grid-column:1 / -1}
label{font-size:.875rem;font-weight:500}
input{min-height:2.75rem;border:1px solid #6b7280;border-radius:.5rem;background:#fff;
padding:.5rem .75rem;font:inherit;color:inherit;width:100%}
input[aria-invalid=true]{border-color:#b91c1c}
input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.error{margin:0;font-size:.875rem;color:#b91c1c}
.error:empty{display:none}
button{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);border:0;padding:0}`;

/**
 * The frame's script: it only ever talks to the page of its own origin that frames it. The page
 * sends `init` (its language and the labels in it), `tokenise` (with the billing postal code),
 * `errors` (each field's message, in the page's words) and `focus`; the frame answers `ready`,
 * `resize`, `submit` (Enter pressed in a field), and for a `tokenise` one of `token` (id and
 * client secret), `refused` (each field's spec §5 message key) or `failed` (no answer). The card
 * number never leaves this document except to the gateway's own endpoint.
 */
const SCRIPT = (tokensPath: string) => `(() => {
  const channel = ${JSON.stringify(CARD_FRAME_CHANNEL)};
  const origin = location.origin;
  const form = document.getElementById('card');
  const names = ['number', 'expiry', 'cvc'];
  const input = (name) => document.getElementById(name);
  const post = (message) => parent.postMessage({ channel, ...message }, origin);
  const resize = () => post({ type: 'resize', height: Math.ceil(form.getBoundingClientRect().height) + 8 });
  new ResizeObserver(resize).observe(form);
  function showErrors(messages) {
    for (const name of names) {
      const text = (messages && messages[name]) || '';
      const field = input(name);
      document.getElementById(name + '-error').textContent = text;
      if (text) field.setAttribute('aria-invalid', 'true');
      else field.removeAttribute('aria-invalid');
    }
  }
  async function tokenise(id, postalCode) {
    const body = { number: input('number').value, expiry: input('expiry').value, cvc: input('cvc').value };
    if (postalCode) body.postal_code = String(postalCode).slice(0, 20);
    try {
      const res = await fetch(${JSON.stringify(tokensPath)}, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(body),
      });
      const answer = await res.json().catch(() => null);
      if (res.status === 201 && answer) return post({ type: 'token', id, token: answer.id, clientSecret: answer.client_secret });
      const error = answer && answer.error;
      if (res.status === 400 && error && error.code === 'card_fields_invalid')
        return post({ type: 'refused', id, problems: error.fields || {} });
      post({ type: 'failed', id, status: res.status });
    } catch {
      post({ type: 'failed', id, status: 0 });
    }
  }
  addEventListener('message', (event) => {
    if (event.source !== parent || event.origin !== origin) return;
    const m = event.data;
    if (!m || m.channel !== channel) return;
    if (m.type === 'init') {
      document.documentElement.lang = m.lang || 'en';
      document.documentElement.dir = m.dir === 'rtl' ? 'rtl' : 'ltr';
      for (const name of names) document.getElementById(name + '-label').textContent = m.labels[name] || '';
      input('expiry').placeholder = m.labels.expiryPlaceholder || '';
      form.hidden = false;
      resize();
    } else if (m.type === 'tokenise') tokenise(m.id, m.postalCode);
    else if (m.type === 'errors') showErrors(m.messages);
    else if (m.type === 'focus' && names.includes(m.field)) input(m.field).focus();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    post({ type: 'submit' });
  });
  for (const name of names) input(name).addEventListener('input', () => post({ type: 'input', field: name }));
  post({ type: 'ready' });
})();`;

const field = (name: string, autocomplete: string, placeholder: string, wide = false) => `
<div class="field${wide ? ' wide' : ''}">
<label id="${name}-label" for="${name}"></label>
<input id="${name}" name="${name}" inputmode="numeric" autocomplete="${autocomplete}" placeholder="${escapeHtml(placeholder)}" aria-describedby="${name}-error" spellcheck="false">
<p id="${name}-error" class="error"></p>
</div>`;

/**
 * The sandbox's card fields in a page of their own (decision 0151), framed by the checkout and
 * the portal's card forms: the app's code never reads a card number; this page sends it to the
 * gateway's tokenise endpoint and hands the page that frames it a token and its client secret.
 * The form stays hidden until the framing page has given it the labels in its language.
 */
export function cardFramePage(nonce: string, tokensPath: string): string {
  return `${pageHead('Card details (sandbox gateway)', STYLE)}
<body>
<form id="card" novalidate hidden>
${field('number', 'cc-number', '1234 1234 1234 1234', true)}
${field('expiry', 'cc-exp', 'MM / YY')}
${field('cvc', 'cc-csc', '123')}
<button type="submit" tabindex="-1" aria-hidden="true">OK</button>
</form>
<script nonce="${escapeHtml(nonce)}">${SCRIPT(tokensPath)}</script>
</body>
</html>
`;
}

/** This page's own policy: script by its nonce only, framed only by this site, posting only here. */
export const cardFramePolicy = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
