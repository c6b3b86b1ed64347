import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { sessionChannel, staffChannelOf, userChannel } from '../../platform/realtime/realtime-hub.ts';

const PING_INTERVAL_MS = 25_000;

/**
 * WebSocket /api/realtime?access_token=...: one channel per user, one per browser session, the staff
 * channel of what this firm user may see (staff only), and the broadcast channel. A socket without a valid token is closed with 4401 so the browser refreshes first.
 */
export function realtimeRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.get('/api/realtime', { websocket: true, schema: { hide: true } }, (socket, req) => {
      const actor = req.actor;
      if (!actor) {
        socket.close(4401, 'unauthorized');
        return;
      }
      const send = (event: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };
      const staff = staffChannelOf(actor);
      const unsubscribe = [
        deps.realtime.subscribe('broadcast', send),
        deps.realtime.subscribe(userChannel(actor.userId), send),
        deps.realtime.subscribe(sessionChannel(actor.sessionId), send),
        ...(staff ? [deps.realtime.subscribe(staff, send)] : []),
      ];
      const ping = setInterval(() => socket.ping(), PING_INTERVAL_MS);
      socket.on('close', () => {
        clearInterval(ping);
        unsubscribe.forEach((off) => off());
      });
      send({ type: 'ready' });
    });
  };
}
