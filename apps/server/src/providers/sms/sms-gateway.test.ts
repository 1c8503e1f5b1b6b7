import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SendLaterError } from '../mail/mailer.js';
import { createSemaphoreSms, semaphoreText, withSmsGateway } from './sms-gateway.js';

// The SMS adapter speaks Semaphore's form API and reads its answer (decision 028): an array of
// message objects whose status says whether each was taken, or an error object; 429 and its own
// limit of calls a minute mean "later", never "sent".

let server: Server;
let baseUrl = '';
const received: { path: string; body: URLSearchParams }[] = [];
let answer: { status: number; body: unknown; headers?: Record<string, string> };

const message = (status: string) => ({ message_id: 1, recipient: '639171234567', status });

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: new URLSearchParams(text) });
      res
        .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
        .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = { status: 200, body: [message('Pending')] };
});

const gateway = (callsPerMinute = 120) =>
  createSemaphoreSms({ apiKey: 'key-123', sender: 'LUTONGBAHAY', baseUrl, callsPerMinute });
const failure = (promise: Promise<unknown>) => promise.then(() => null).catch((e: Error) => e);

describe('SMS gateway', () => {
  it('posts the number, message and sender name, and routes only SMS to it', async () => {
    const mails: string[] = [];
    const mailer = withSmsGateway({ send: async (m) => void mails.push(m.to) }, gateway());
    await mailer.send({ channel: 'sms', to: '+639171234567', subject: '', body: 'Hi', links: [] });
    await mailer.send({ channel: 'email', to: 'a@example.ph', subject: 's', body: 'b', links: [] });
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe('/api/v4/messages');
    expect(Object.fromEntries(received[0]?.body ?? [])).toEqual({
      apikey: 'key-123',
      number: '639171234567',
      message: 'Hi',
      sendername: 'LUTONGBAHAY',
    });
    expect(mails).toEqual(['a@example.ph']);
  });

  it.each(['Pending', 'Queued', 'Sent'])('takes a message answered %s as sent', async (status) => {
    answer.body = [message(status)];
    await expect(gateway().send('+639171234567', 'Hi')).resolves.toBeUndefined();
  });

  it.each([
    [
      'a Failed message',
      { status: 200, body: [message('Failed')] },
      'refused the message (Failed)',
    ],
    ['a Refunded message', { status: 200, body: [message('Refunded')] }, '(Refunded)'],
    ['an empty array', { status: 200, body: [] }, 'accepted no message'],
    [
      'an error object',
      { status: 200, body: { number: ['The number format is invalid.'] } },
      'number: The number format is invalid.',
    ],
    ['a server error', { status: 500, body: { message: 'down' } }, 'HTTP 500'],
    ['a body that is not JSON', { status: 200, body: undefined }, 'not JSON'],
  ])(
    'fails on %s (for the outbox to retry) without leaking the key',
    async (_case, reply, says) => {
      answer = reply;
      const error = await failure(gateway().send('+639171234567', 'Hi'));
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(SendLaterError);
      expect(error?.message).toContain(says);
      expect(error?.message).not.toContain('key-123');
    },
  );

  it('never sends a text that starts with TEST as written (Semaphore drops those)', async () => {
    for (const text of ['TEST your order', 'test', '  Testing 1 2 3']) {
      expect(semaphoreText(text)).not.toMatch(/^\s*test/i);
      expect(semaphoreText(text)).toContain(text.trim());
    }
    expect(semaphoreText('Lutong Bahay: new order')).toBe('Lutong Bahay: new order');
    await gateway().send('+639171234567', 'TEST order 123 is confirmed');
    expect(received[0]?.body.get('message')).toBe('Lutong Bahay: TEST order 123 is confirmed');
  });

  it('keeps to its calls a minute: the next send is put off, not made', async () => {
    const sms = gateway(2);
    await sms.send('+639171234567', 'one');
    await sms.send('+639171234567', 'two');
    const third = await failure(sms.send('+639171234567', 'three'));
    expect(third).toBeInstanceOf(SendLaterError);
    expect((third as SendLaterError).retryAfterMs).toBeGreaterThan(50_000);
    expect(received).toHaveLength(2);
  });

  it('on 429 waits Retry-After before any other call', async () => {
    answer = {
      status: 429,
      body: { message: 'Too Many Attempts.' },
      headers: { 'retry-after': '7' },
    };
    const sms = gateway();
    const first = await failure(sms.send('+639171234567', 'one'));
    expect(first).toBeInstanceOf(SendLaterError);
    expect((first as SendLaterError).retryAfterMs).toBe(7000);
    answer = { status: 200, body: [message('Pending')] };
    const second = await failure(sms.send('+639171234567', 'two'));
    expect(second).toBeInstanceOf(SendLaterError);
    expect(received).toHaveLength(1);
  });
});
