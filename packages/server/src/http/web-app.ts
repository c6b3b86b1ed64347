import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { genericMessages } from '@portal/domain';
import { errorBody } from './error-handler.ts';

/** Vite names every file under assets/ by its content's hash: a new build is a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is asked again each time; its ETag makes that cheap. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a file of the build, by its path inside the build's folder. */
export function cacheControlFor(relativePath: string): string {
  return relativePath.split(path.sep).join('/').startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built SPA; client routes fall back to index.html, `/api` never does. A browser that accepts
 * brotli or gzip gets the copy the build compressed beside each file (`.br`, `.gz`: packages/web/precompress.ts)
 * with Content-Encoding and `Vary: Accept-Encoding`; hashed assets are cached for a year, the rest revalidated.
 */
export function registerWebApp(app: FastifyInstance, webDistDir: string | undefined) {
  const indexHtml = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWeb = indexHtml !== undefined && fs.existsSync(indexHtml);
  if (hasWeb) {
    const root = path.resolve(webDistDir!);
    void app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        // `file` is the copy sent (`x.js.br`); its name without the encoding's suffix says what it is.
        reply.header('cache-control', cacheControlFor(path.relative(root, file).replace(/\.(?:br|gz)$/, '')));
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?');
    if (!isApi && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      const file = decodeURIComponent(req.url.split('?')[0]!);
      // Hashed assets are served by @fastify/static; a missing asset is a 404, not the app.
      if (file.startsWith('/assets/')) return reply.status(404).send(errorBody('not_found', genericMessages.notFound));
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not_found', `No route for ${req.method} ${req.url.split('?')[0]}`));
  });
}
