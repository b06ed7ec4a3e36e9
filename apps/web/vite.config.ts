import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorker } from './plugins/service-worker';

const apiServer = 'http://localhost:8080';

const compressors = {
  br: (source: Buffer) =>
    promisify(brotliCompress)(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
  gz: (source: Buffer) => promisify(gzip)(source, { level: zlib.Z_BEST_COMPRESSION }),
};

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to each built text file, at the highest levels, so that the
 * server sends them without compressing on every request (@fastify/static's `preCompressed`). A copy that is not
 * smaller than the file is left out; the server then sends the file itself.
 */
function precompress(): Plugin {
  return {
    name: 'lodestar-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.values(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file.fileName));
      await Promise.all(
        files.flatMap((file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          return Object.entries(compressors).map(async ([extension, compress]) => {
            const compressed = await compress(source);
            if (compressed.length < source.length)
              await writeFile(join(dir, `${file.fileName}.${extension}`), compressed);
          });
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    serviceWorker(fileURLToPath(new URL('./src/service-worker/service-worker.ts', import.meta.url))),
    precompress(),
  ],
  resolve: {
    alias: {
      '@lodestar/contract': fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/dev': apiServer,
      '/local-stripe': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only define schemas and constants: one the page does not use can stay out of its
        // chunks (otherwise every schema of the contract rides along with the first one imported, sign-in's too).
        // The app's own modules run nothing when imported either: one export of a feature's entry brings its own
        // modules, not every module the entry re-exports (sign-in's `getDevice` brought Leaflet; decision 0066).
        moduleSideEffects: [
          { test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
          { test: /apps[\\/]web[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // A few files instead of a hundred small shared chunks, which over HTTP/1.1 queue six at a time ahead of
        // the page's API reads (decisions 0072, 0073). A group takes along the static imports of the modules it
        // names, and a module two groups reach goes to the higher one: `app` what every route runs at start;
        // `sign-in` the sign-in page with what it uses (the forms, which the portal's share); `public` the terms
        // page and its layout; `signed-out` sign-up, reset, resend and sign-in's verification popup (so that the
        // popup's dialog code is not the portal's); `reads` the pages' first reads (each feature's `start-reads`,
        // which the app starts beside the session check), so that they need not wait for the portal's file;
        // `portal` the portal shell with what it uses (side menu, top bar, the device screens' slots). The pages stay
        // chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 6 },
            { name: 'sign-in', test: /src[\\/]features[\\/]auth[\\/]components[\\/]login-page\./, priority: 5 },
            {
              name: 'public',
              test: /src[\\/](app[\\/]layouts[\\/]public-layout|features[\\/]legal[\\/]components[\\/][^/\\]*-page)\./,
              priority: 4,
            },
            {
              name: 'signed-out',
              test: /src[\\/]features[\\/]auth[\\/]components[\\/]([^/\\]*-page|verify-password-dialog)\./,
              priority: 3,
            },
            { name: 'reads', test: /src[\\/]features[\\/][^/\\]+[\\/]start-reads\./, priority: 2 },
            { name: 'portal', test: /src[\\/]app[\\/](layouts[\\/]portal-layout|guard|device-slots)\./, priority: 1 },
          ],
        },
      },
    },
  },
});
