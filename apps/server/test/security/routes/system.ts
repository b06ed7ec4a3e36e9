import { publicRoute, staticPublic } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** The API documentation (Swagger UI) and system */
export const systemRoutes: Record<string, RouteExpectation> = {
  'GET /api/docs': staticPublic('/api/docs'),
  // Swagger UI sends its own page to /api/docs/ instead.
  'GET /api/docs/static/index.html': publicRoute(302, () => ({ url: '/api/docs/static/index.html' })),
  'GET /api/docs/static/swagger-initializer.js': staticPublic('/api/docs/static/swagger-initializer.js'),
  'GET /api/docs/json': staticPublic('/api/docs/json'),
  'GET /api/docs/yaml': staticPublic('/api/docs/yaml'),
  'GET /api/docs/static/*': staticPublic('/api/docs/static/swagger-ui.css'),
  'GET /api/health': staticPublic('/api/health'),
  'GET /api/config': staticPublic('/api/config'),
  // The test app runs without a captcha, so there is no challenge to hand out.
  'GET /api/captcha/challenge': publicRoute(404, () => ({ url: '/api/captcha/challenge' })),
};
