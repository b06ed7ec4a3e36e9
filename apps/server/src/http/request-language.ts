import { spokenLanguageOf, type Language } from '@lodestar/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The language the asking browser shows: the portal sends the one it shows as Accept-Language, other clients their
 * preferences, best first ("es-MX,es;q=0.9,en;q=0.8"); null when it names none the portal speaks (an app, a script).
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language | null {
  const header = request.headers['accept-language'] ?? '';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, quality: quality ? Number(quality.slice(2)) || 0 : 1 };
    })
    .filter(({ tag, quality }) => tag !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ tag }) => tag);
  return spokenLanguageOf(tags);
}
