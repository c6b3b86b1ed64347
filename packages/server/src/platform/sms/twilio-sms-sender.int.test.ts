import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import twilio from 'twilio';
import type { RequestOptions } from 'twilio/lib/base/RequestClient.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createSmsSender } from './create-sms-sender.ts';
import { TwilioSmsSender } from './twilio-sms-sender.ts';

const ACCOUNT_SID = `AC${'1'.repeat(32)}`;
const AUTH_TOKEN = 'test-auth-token';
const FROM = '+15005550006';

interface Recorded {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}

/**
 * The SDK's own HTTP client (axios, form encoding, basic auth, error handling), sending to a local
 * server instead of api.twilio.com: the only thing swapped is the host.
 */
class LocalRequestClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super();
  }
  override request<TData>(opts: RequestOptions<TData>) {
    return super.request<TData>({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, this.base) });
  }
}

const recorded: Recorded[] = [];
let server: Server;
let base: string;
let reply: (req: IncomingMessage, form: URLSearchParams) => { status: number; body: object };

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const form = new URLSearchParams(await text(req));
    recorded.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      contentType: req.headers['content-type'] ?? '',
      form,
    });
    const { status, body } = reply(req, form);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const sender = () =>
  new TwilioSmsSender({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    fromNumber: FROM,
    httpClient: new LocalRequestClient(base),
  });

describe('TwilioSmsSender', () => {
  it('posts To, From and Body to the Messages API and returns the SID', async () => {
    recorded.length = 0;
    reply = (_req, form) => ({
      status: 201,
      body: {
        sid: `SM${'a'.repeat(32)}`,
        account_sid: ACCOUNT_SID,
        to: form.get('To'),
        from: form.get('From'),
        body: form.get('Body'),
        status: 'queued',
      },
    });
    const result = await sender().send({ to: '+15551234567', body: 'Your code is 123456' });

    expect(result).toEqual({ id: `SM${'a'.repeat(32)}` });
    expect(recorded).toHaveLength(1);
    const [req] = recorded;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(req!.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(req!.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(req!.form)).toEqual({ To: '+15551234567', From: FROM, Body: 'Your code is 123456' });
  });

  it('rejects with Twilio’s error when the API refuses the message', async () => {
    reply = () => ({
      status: 400,
      body: { code: 21211, message: "The 'To' number +1555 is not a valid phone number.", status: 400 },
    });
    await expect(sender().send({ to: '+1555', body: 'x' })).rejects.toMatchObject({ status: 400, code: 21211 });
  });

  it('is chosen when all three TWILIO_* settings are set', () => {
    const config = loadConfig({
      DATA_DIR: '/nonexistent',
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM_NUMBER: FROM,
    });
    expect(createSmsSender(config).kind).toBe('twilio');
  });
});
