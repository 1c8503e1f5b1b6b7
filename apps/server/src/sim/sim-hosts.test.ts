import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import {
  card,
  intentAttributes,
  paymongoClient,
  type PaymongoIntent,
} from '../../test/paymongo-client.js';

// Issue 20 Providers 7 (decision 027): in development the browser-facing simulator addresses
// follow the host the browser used, not the one in PUBLIC_URL (here http://127.0.0.1:<port>).

type One<T> = { data: T };
type AppConfig = {
  data: {
    identity: { simulatorUrl: string | null };
    payments: { mode: string; baseUrl: string };
  };
};

let t: TestApp;
let host: string;
beforeAll(async () => {
  t = await createTestApp();
  // the same server by another name, as a browser at http://localhost:<port> reaches it
  host = `localhost:${new URL(t.baseUrl).port}`;
});
afterAll(async () => t.close());

describe('simulator addresses at the host the browser used', () => {
  it('gives the browser the sign-in and card simulators at its own host', async () => {
    const res = await t.client().get<AppConfig>('/api/v1/config', { host });
    expect(res.status).toBe(200);
    expect(res.body.data.identity.simulatorUrl).toBe(`http://${host}/_sim/google`);
    expect(res.body.data.payments).toMatchObject({
      mode: 'simulated',
      baseUrl: `http://${host}/_sim/paymongo`,
    });
    // the page's policy allows them: they are its own origin ('self')
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-src 'self'");
  });

  it('sends a card attached from the browser to the 3-D Secure page at its host', async () => {
    const call = paymongoClient(t);
    const intent = (
      await call<One<PaymongoIntent>>('POST', '/v1/payment_intents', {
        attributes: intentAttributes(),
      })
    ).body.data;
    const method = await call<One<{ id: string }>>('POST', '/v1/payment_methods', {
      key: 'public',
      attributes: card('4120000000000007'),
    });
    const attached = await t.client().post<One<PaymongoIntent>>(
      `/_sim/paymongo/v1/payment_intents/${intent.id}/attach`,
      {
        data: {
          attributes: {
            payment_method: method.body.data.id,
            client_key: intent.attributes.client_key,
            return_url: `http://${host}/pay/x/authenticated`,
          },
        },
      },
      {
        host,
        authorization: `Basic ${Buffer.from(`${t.config.payments.publicKey}:`).toString('base64')}`,
      },
    );
    expect(attached.status).toBe(200);
    expect(attached.body.data.attributes.next_action?.redirect.url).toBe(
      `http://${host}/_sim/paymongo/3ds/${intent.id}`,
    );
  });
});
