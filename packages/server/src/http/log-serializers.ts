import pino from 'pino';

/**
 * Request logs without query strings: sign-in links, setup links and the WebSocket carry tokens there,
 * and a log must never be a way into someone's account.
 */
export const logSerializers = {
  req(req: { method: string; url: string; ip?: string; id?: string }) {
    return { method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip, requestId: req.id };
  },
  res(reply: { statusCode: number }) {
    return { statusCode: reply.statusCode };
  },
  err: pino.stdSerializers.err,
};
