import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, genericMessages } from '@portal/domain';

/** Deeper than any form the web app sends (a template's follow-ups nest a few levels), shallow for recursion. */
const MAX_DEPTH = 64;

type Finding = { nulAt: string } | { tooDeep: true } | undefined;

/** Parsed JSON, query strings and params; not bytes (a webhook's raw body) or streams (a file). */
const isWalkable = (v: object) => !ArrayBuffer.isView(v) && typeof (v as { pipe?: unknown }).pipe !== 'function';

/**
 * The first string or key holding a NUL, or that the value nests too deep. Walks with its own stack: a body
 * nested 100,000 levels must be refused here, not overflow the call stack.
 */
export function inspectInput(value: unknown, at = ''): Finding {
  const stack: [unknown, string, number][] = [[value, at, 0]];
  while (stack.length > 0) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { nulAt: path };
      continue;
    }
    if (v === null || typeof v !== 'object' || !isWalkable(v)) continue;
    if (depth >= MAX_DEPTH) return { tooDeep: true };
    for (const [key, child] of Object.entries(v)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return { nulAt: childPath };
      stack.push([child, childPath, depth + 1]);
    }
  }
  return undefined;
}

function refuse(finding: Finding) {
  if (!finding) return;
  if ('tooDeep' in finding) throw new AppError('bad_request', genericMessages.tooDeep);
  const field = finding.nulAt || '_';
  throw new AppError('validation_failed', genericMessages.nulCharacter, { [field]: genericMessages.nulCharacter });
}

/** Wraps a multipart request's parts so a field or file name with a NUL is refused like a JSON one. */
function guardParts(req: FastifyRequest) {
  const parts = req.parts.bind(req);
  req.parts = (...args: Parameters<typeof parts>) => {
    const source = parts(...args);
    return (async function* () {
      for await (const part of source) {
        const finding = inspectInput(part.type === 'field' ? part.value : part.filename, part.fieldname);
        if (finding && part.type === 'file') part.file.resume(); // drained, as the services do when they refuse
        refuse(finding);
        yield part;
      }
    })();
  };
}

/**
 * Input the database or a parser would turn into a 500 is refused once here, for every route (issue 24 §1):
 * - a NUL in any string of the path, query or body (PostgreSQL text cannot hold it): 400 naming the field;
 * - a JSON body nested deeper than MAX_DEPTH (serializing it for a jsonb column overflows the stack): 400;
 * - multipart/form-data without a boundary (busboy throws when the parts are read): 400;
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
    // string does not nest: most requests need no walk of either.
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
