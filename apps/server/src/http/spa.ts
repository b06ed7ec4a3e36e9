import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@lodestar/contract';
import type { FastifyInstance } from 'fastify';
import { decodedPath } from './request-path.js';
import { failed } from './envelope.js';
import { registerWebManifest, WEB_MANIFEST } from './web-manifest.js';

export const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const NOT_A_PAGE = /^\/(api|dev|local-stripe|assets)(\/|$)/i;
/** The pages behind live links are kept out of search engines (every answer already sends no Referer, by helmet). */
const LIVE_LINK_PAGE = /^\/live\//i;

/**
 * Serves the built SPA: hashed assets cached for a year; every other file checked again at each use (`no-cache`), so
 * that a new build's service worker (`sw.js`), manifest (named after PRODUCT_NAME) and icons are picked up at once;
 * and index.html for every other GET that is not an API call, so the browser's router owns the path (history mode).
 * The web build writes a Brotli and a gzip copy of each text file (apps/web/vite.config.ts); the one the request
 * accepts is sent with its Content-Encoding, and every answer says it varies with Accept-Encoding.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, productName: string): Promise<void> {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: [WEB_MANIFEST],
      setHeaders(res, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    registerWebManifest(app, distDir, productName);
  }

  // Unknown API paths count against the rate limit too, or probing for routes would be free.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_A_PAGE.test(decodedPath(request));
    if (isPage && LIVE_LINK_PAGE.test(decodedPath(request))) {
      void reply.header('x-robots-tag', 'noindex, nofollow');
    }
    if (isPage && hasBuild) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    if (isPage) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    return reply.code(404).send(failed(serverMessages.notFound));
  });
}
