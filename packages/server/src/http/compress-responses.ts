import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer is sent as it is: compressing it saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/** JSON (and JSON-based types) and text. */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/)/i;

type Encoding = 'br' | 'gzip';

/** The encoding to answer in from an Accept-Encoding header: brotli before gzip, none refused with q=0. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  const [br, gz] = [weightOf('br'), weightOf('gzip')];
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/**
 * Compresses JSON and text answers above COMPRESS_MIN_BYTES with brotli or gzip, as the browser accepts
 * (issue 22 §4), off the event loop (zlib's thread pool). Only answers held whole in memory are touched:
 * a streamed answer (a download, an export, the web app's precompressed files) goes out as it is, so
 * downloads keep their length and stream, and the realtime WebSocket is never an HTTP answer here.
 */
export function registerResponseCompression(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (bytes.length < COMPRESS_MIN_BYTES) return payload;
    addVary(reply);
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(bytes, {
            params: {
              // Quality 4: most of brotli's gain over gzip at gzip's speed, for answers made per request.
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
        : await gzipAsync(bytes, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
