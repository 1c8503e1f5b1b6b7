import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Settlement } from './settle.js';
import type { PaymongoSimStore, SimIntent, SimPaymentMethod } from './store.js';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const pesos = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });

type PageKind = '3ds' | 'checkout';

const WALLETS: Record<string, string> = { gcash: 'GCash', grab_pay: 'GrabPay', paymaya: 'Maya' };

function methodLabel(method: SimPaymentMethod | undefined): string {
  if (!method) return 'Payment';
  if (method.type !== 'card') return WALLETS[method.type] ?? method.type;
  const brand = method.card?.brand === 'mastercard' ? 'Mastercard' : 'Visa';
  return `${brand} •••• ${method.details?.last4 ?? ''}`;
}

const originOf = (url: string | null): string => {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
};

/**
 * The page's own policy, stricter than the app's: no script at all (plain forms), and the forms
 * may post here and then redirect to the merchant's return_url.
 */
const pagePolicy = (returnUrl: string | null) =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${originOf(returnUrl)}`.trim(),
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');

function page(input: {
  kind: PageKind;
  intent: SimIntent;
  method: SimPaymentMethod | undefined;
  simPrefix: string;
}): string {
  const { kind, intent, method, simPrefix } = input;
  const waiting = intent.status === 'awaiting_next_action' && intent.paymentMethodId !== null;
  const title = kind === '3ds' ? '3-D Secure authentication' : `Pay with ${methodLabel(method)}`;
  const action = (answer: 'authorize' | 'fail') =>
    `${simPrefix}/${kind}/${encodeURIComponent(intent.id)}/${answer}?pm=${encodeURIComponent(intent.paymentMethodId ?? '')}`;
  const body = waiting
    ? `<p class="lead">${kind === '3ds' ? 'Your bank asks you to confirm this card payment.' : 'Log in to your e-wallet and confirm this payment.'}</p>
<dl><dt>Merchant</dt><dd>${escape(intent.statementDescriptor)}</dd><dt>Amount</dt><dd class="amount">${escape(pesos.format(intent.amount / 100))}</dd><dt>Paying with</dt><dd>${escape(methodLabel(method))}</dd></dl>
<div class="actions"><form method="post" action="${escape(action('authorize'))}"><button type="submit" class="authorize">Authorize test payment</button></form>
<form method="post" action="${escape(action('fail'))}"><button type="submit" class="fail">Fail test payment</button></form></div>`
    : `<p class="lead">This payment is not waiting for you any more (${escape(intent.status.replaceAll('_', ' '))}).</p>${
        intent.returnUrl
          ? `<p><a href="${escape(intent.returnUrl)}">Return to the merchant</a></p>`
          : ''
      }`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · PayMongo test mode</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1b1f3b;margin:0;padding:1.5rem 1rem}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(27,31,59,.12);padding:1.5rem}
.brand{display:flex;justify-content:space-between;align-items:center;font-weight:700;color:#24b47e}.test{font-size:.75rem;background:#fff3cd;color:#7a5b00;border-radius:999px;padding:.2rem .6rem}
h1{font-size:1.25rem;margin:1rem 0 .5rem}.lead{color:#4a4f6a}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1rem 0}dt{color:#6b7089}dd{margin:0;font-weight:600}.amount{font-size:1.1rem}
.actions{display:grid;gap:.75rem;margin-top:1.25rem}button{width:100%;min-height:48px;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer;border:1px solid transparent}
.authorize{background:#24b47e;color:#fff}.fail{background:#fff;color:#c0392b;border-color:#e2b4ae}button:focus-visible{outline:3px solid #1b1f3b;outline-offset:2px}
.note{font-size:.8rem;color:#6b7089;margin-top:1.25rem}</style></head><body><main>
<div class="brand"><span>paymongo</span><span class="test">Test mode</span></div>
<h1>${escape(title)}</h1>${body}
<p class="note">This is the Lutong Bahay PayMongo simulator. No money moves.</p></main></body></html>`;
}

/**
 * The pages a buyer is sent to by `next_action.redirect.url`: the 3-D Secure challenge for
 * 4120000000000007 (`/3ds/:intentId`) and the e-wallet checkout for GCash and GrabPay
 * (`/checkout/:intentId`). Each has PayMongo's test buttons, "Authorize test payment" and "Fail
 * test payment": plain forms (the app's CSP allows no inline script) that settle the intent and
 * send the browser on to the intent's return_url.
 */
export function registerPaymentPages(
  sim: FastifyInstance,
  deps: { store: PaymongoSimStore; settlement: Settlement; simPrefix: string },
): void {
  const { store, settlement, simPrefix } = deps;

  // The buttons post empty forms; their answer is in the URL.
  sim.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  const unknown = (reply: FastifyReply) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unknown payment</title></head><body><p>This payment does not exist (the simulator forgets payments when the server restarts).</p></body></html>',
      );

  for (const kind of ['3ds', 'checkout'] as const) {
    sim.get<{ Params: { intentId: string } }>(`/${kind}/:intentId`, async (request, reply) => {
      const intent = store.intents.get(request.params.intentId);
      if (!intent) return unknown(reply);
      const method = intent.paymentMethodId ? store.methods.get(intent.paymentMethodId) : undefined;
      return reply
        .header('content-security-policy', pagePolicy(intent.returnUrl))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page({ kind, intent, method, simPrefix }));
    });

    for (const answer of ['authorize', 'fail'] as const) {
      sim.post<{ Params: { intentId: string }; Querystring: { pm?: string } }>(
        `/${kind}/:intentId/${answer}`,
        async (request, reply) => {
          const intent = store.intents.get(request.params.intentId);
          if (!intent) return unknown(reply);
          const method = intent.paymentMethodId
            ? store.methods.get(intent.paymentMethodId)
            : undefined;
          const pageFits = kind === '3ds' ? method?.type === 'card' : method?.type !== 'card';
          // A page left open after the buyer attached another method changes nothing.
          if (pageFits && request.query.pm === intent.paymentMethodId) {
            settlement.complete(intent, answer);
          }
          if (!intent.returnUrl) return reply.redirect(`${simPrefix}/${kind}/${intent.id}`, 303);
          return reply.redirect(intent.returnUrl, 303);
        },
      );
    }
  }
}
