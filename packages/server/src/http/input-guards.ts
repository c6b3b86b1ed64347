import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, genericMessages } from '@portal/domain';

/** Deeper than any form the web app sends (a template's follow-ups nest a few levels), shallow for recursion. */
const MAX_DEPTH = 64;

type Finding = { nulAt: string } | { surrogateAt: string } | { tooDeep: true } | undefined;

/**
 * Half of a UTF-16 surrogate pair standing alone. JSON may write one (`"\ud800"`) and JavaScript holds it, but
 * it has no UTF-8 form: PostgreSQL refuses it (a json column) or a driver writes U+FFFD in its place.
 * With the `u` flag a whole pair is one code point, so only a lone half matches.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** What a string holds that the database cannot store, if anything. */
function badText(text: string, at: string): Finding {
  if (text.includes('\u0000')) return { nulAt: at };
  if (LONE_SURROGATE.test(text)) return { surrogateAt: at };
  return undefined;
}

/** Parsed JSON, query strings and params; not bytes (a webhook's raw body) or streams (a file). */
const isWalkable = (v: object) => !ArrayBuffer.isView(v) && typeof (v as { pipe?: unknown }).pipe !== 'function';

/**
 * The first string or key holding a NUL or a lone surrogate, or that the value nests too deep. Walks with its own stack: a body
 * nested 100,000 levels must be refused here, not overflow the call stack.
 */
export function inspectInput(value: unknown, at = ''): Finding {
  const stack: [unknown, string, number][] = [[value, at, 0]];
  while (stack.length > 0) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const bad = badText(v, path);
      if (bad) return bad;
      continue;
    }
    if (v === null || typeof v !== 'object' || !isWalkable(v)) continue;
    if (depth >= MAX_DEPTH) return { tooDeep: true };
    for (const [key, child] of Object.entries(v)) {
      const childPath = path ? `${path}.${key}` : key;
      const bad = badText(key, childPath);
      if (bad) return bad;
      stack.push([child, childPath, depth + 1]);
    }
  }
  return undefined;
}

function refuse(finding: Finding) {
  if (!finding) return;
  if ('tooDeep' in finding) throw new AppError('bad_request', genericMessages.tooDeep);
  const [at, message] =
    'nulAt' in finding
      ? [finding.nulAt, genericMessages.nulCharacter]
      : [finding.surrogateAt, genericMessages.invalidUnicode];
  throw new AppError('validation_failed', message, { [at || '_']: message });
}

/**
 * A multipart body that ends before its closing boundary (the browser's connection dropped, or a client sent it
 * so) is the sender's fault: the parser's error, raised from the parts or from a file's stream wherever a service
 * reads it, becomes a 400. Errors that already carry a status (a file over the size limit: 413) keep theirs.
 */
function asCutShort(err: unknown): unknown {
  if (err instanceof Error && !(err instanceof AppError) && (err as { statusCode?: number }).statusCode === undefined)
    return Object.assign(err, { statusCode: 400, message: genericMessages.multipartTruncated });
  return err;
}

/** A file part's stream: a body cut short inside it errors the stream, perhaps before the service reads it. */
function watchFile(file: Readable) {
  if (file.errored) asCutShort(file.errored);
  file.once('error', asCutShort);
}

/**
 * Wraps a multipart request's parts (and its single file) so a field or file name with a NUL or a lone surrogate is
 * refused like a JSON one, and a body cut short answers 400.
 */
function guardParts(req: FastifyRequest) {
  const parts = req.parts.bind(req);
  req.parts = (...args: Parameters<typeof parts>) => {
    const source = parts(...args);
    return (async function* () {
      try {
        for await (const part of source) {
          const finding = inspectInput(part.type === 'field' ? part.value : part.filename, part.fieldname);
          if (part.type === 'file') {
            watchFile(part.file);
            if (finding) part.file.resume(); // drained, as the services do when they refuse
          }
          refuse(finding);
          yield part;
        }
      } catch (err) {
        throw asCutShort(err);
      }
    })();
  };
  const file = req.file.bind(req);
  req.file = async (...args: Parameters<typeof file>) => {
    const part = await file(...args).catch((err: unknown) => Promise.reject(asCutShort(err)));
    if (!part) return part;
    const finding = inspectInput(part.filename, part.fieldname);
    watchFile(part.file);
    if (finding) part.file.resume();
    refuse(finding);
    return part;
  };
}

/**
 * Input the database or a parser would turn into a 500 is refused once here, for every route (issue 24 §1, 36 §4):
 * - a NUL or a lone surrogate in any string of the path, query or body (PostgreSQL text cannot hold either): 400
 *   naming the field;
 * - a JSON body nested deeper than MAX_DEPTH (serializing it for a jsonb column overflows the stack): 400;
 * - multipart/form-data without a boundary (busboy throws when the parts are read), or cut short: 400;
 * - a PATCH whose validated body sets nothing (an UPDATE with no columns is an error): 400 'Nothing to update'.
 * Headers are left to Node's HTTP parser, which refuses control characters in them.
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart()) {
      const boundary = /;\s*boundary=/i.test(req.headers['content-type'] ?? '');
      if (!boundary) throw new AppError('bad_request', genericMessages.multipartBoundary);
      guardParts(req);
    }
    // A NUL reaches the path or the query only written as %00 (Node's parser refuses a raw one), and a query
    // string does not nest: most requests need no walk of either. (A lone surrogate cannot arrive this way: its
    // bytes, %ED%A0%80, are not UTF-8, and the decoders never make one of them.)
    if (req.raw.url?.includes('%00')) {
      refuse(inspectInput(req.params));
      refuse(inspectInput(req.query));
    }
    if (req.body !== undefined) refuse(inspectInput(req.body));
  });
  app.addHook('preHandler', async (req) => {
    const body = req.body;
    if (req.method !== 'PATCH' || body === null || typeof body !== 'object' || Array.isArray(body)) return;
    if (Object.values(body).every((v) => v === undefined)) {
      throw new AppError('bad_request', genericMessages.nothingToUpdate);
    }
  });
}
