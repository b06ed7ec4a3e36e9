import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

export const WEB_MANIFEST = 'manifest.webmanifest';

/**
 * Serves the built web app manifest under the installation's PRODUCT_NAME, so a phone installs the portal under the
 * name the app shows; read once, checked again at each use like the build's other unhashed files.
 */
export function registerWebManifest(app: FastifyInstance, distDir: string, productName: string): void {
  const path = join(distDir, WEB_MANIFEST);
  if (!existsSync(path)) return;
  const built = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const manifest = JSON.stringify({ ...built, name: productName, short_name: productName });
  app.get(`/${WEB_MANIFEST}`, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/manifest+json').send(manifest),
  );
}
