import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiDrafter } from './reply-drafter.ts';

/** A real HTTP server speaking the chat completions protocol, recording what it was asked. */
describe('createOpenAiDrafter', () => {
  let server: http.Server;
  let baseURL: string;
  const requests: {
    auth: string | undefined;
    body: { model: string; messages: { role: string; content: string }[] };
  }[] = [];
  let fail = false;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
        if (fail) {
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'c1',
            object: 'chat.completion',
            created: 1,
            model: 'test-model',
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: { role: 'assistant', content: 'Paula Partner: Thanks, Ann! We got it.' },
              },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the conversation as a chat and returns the draft', async () => {
    const drafter = createOpenAiDrafter({ apiKey: 'sk-test', baseURL, model: 'test-model' });
    const draft = await drafter.draft({
      firmName: 'Lee & Co',
      advisorName: 'Paula Partner',
      turns: [
        { fromFirm: true, author: 'Paula Partner', text: 'Please upload your W-2.' },
        { fromFirm: false, author: 'Ann Lee', text: 'Uploaded!' },
      ],
    });
    expect(draft).toBe('Thanks, Ann! We got it.');
    const { auth, body } = requests.at(-1)!;
    expect(auth).toBe('Bearer sk-test');
    expect(body.model).toBe('test-model');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(body.messages[2]!.content).toBe('Ann Lee: Uploaded!');
    expect(body.messages[0]!.content).toContain('Never invent amounts');
  });

  it('fails loudly when the service fails', async () => {
    fail = true;
    const drafter = createOpenAiDrafter({ apiKey: 'sk-test', baseURL, model: 'test-model' });
    await expect(drafter.draft({ firmName: 'F', advisorName: 'A', turns: [] })).rejects.toThrow();
    fail = false;
  });
});
