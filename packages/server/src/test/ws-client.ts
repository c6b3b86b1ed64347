import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';

/** Opens /api/realtime on a listening app and collects the events it receives. */
export async function connectRealtime(app: FastifyInstance, accessToken: string) {
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('app is not listening');
  const ws = new WebSocket(`ws://127.0.0.1:${address.port}/api/realtime?access_token=${accessToken}`);
  const events: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    events.push(JSON.parse(String(data)));
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  async function next(type: string, timeoutMs = 5000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find((e) => e.type === type);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no ${type} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  return { ws, events, next, closed, close: () => ws.close() };
}
