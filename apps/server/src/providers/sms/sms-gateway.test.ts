import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSemaphoreSms, withSmsGateway } from './sms-gateway.js';

// The SMS adapter speaks Semaphore's form API; the composed mailer sends only 'sms' through it.

let server: Server;
let baseUrl = '';
const received: { path: string; body: URLSearchParams }[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: new URLSearchParams(text) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('[]');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMS gateway', () => {
  it('posts the number, message and sender name, and routes only SMS to it', async () => {
    const sms = createSemaphoreSms({ apiKey: 'key-123', sender: 'LUTONGBAHAY', baseUrl });
    const mails: string[] = [];
    const mailer = withSmsGateway({ send: async (m) => void mails.push(m.to) }, sms);
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

  it('fails (for the outbox to retry) without leaking the key', async () => {
    status = 500;
    const sms = createSemaphoreSms({ apiKey: 'key-123', sender: 'X', baseUrl });
    const error = await sms.send('+639171234567', 'Hi').catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toContain('key-123');
    status = 200;
  });
});
