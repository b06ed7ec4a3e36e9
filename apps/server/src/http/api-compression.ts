import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this an answer goes as it is: the sign-in's and the other small answers (where a secret and what the caller
 * sent could share a compressed body) stay uncompressed, and so does anything compression would barely shorten.
 */
export const COMPRESSED_FROM_BYTES = 8 * 1024;

/**
 * The API's larger answers compressed for clients that accept it (the menus' list of every device: 2.6 MB of JSON,
 * 94 KB gzipped): Brotli at a quality fit for answers made per request, else gzip. The web app's files are
 * compressed ahead of time and served as they are (http/spa.ts), outside this scope.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    threshold: COMPRESSED_FROM_BYTES,
    // Requests are read as they come: a tracker's odd Content-Encoding must not turn its batch into a 415.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * For answers streamed as they are read (the history's CSV export): gzip only. Brotli's encoder keeps megabytes of
 * window per stream (measured: +18–20 MB of the server's memory for a 100,000-row export, against none with gzip or
 * none at all); gzip's is 32 KB, at the same rate, for a file a third larger on the wire.
 */
export const STREAMED_ANSWER_COMPRESSION = { encodings: ['gzip' as const] };
