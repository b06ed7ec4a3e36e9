import type { ProviderRoute } from './clock-control.js';

export interface RouteMatch {
  route: ProviderRoute;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: ProviderRoute;
  segments: string[];
  literals: number;
}

/** Matches `/v1/...` paths against route patterns with `:name` segments; the most literal pattern wins. */
export function createRouter(routes: ProviderRoute[]): (method: string, path: string) => RouteMatch | undefined {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const segments = route.path.split('/').filter(Boolean);
    return { route, segments, literals: segments.filter((segment) => !segment.startsWith(':')).length };
  });
  return (method, path) => {
    const parts = path.split('/').filter(Boolean);
    let best: (RouteMatch & { literals: number }) | undefined;
    for (const { route, segments, literals } of compiled) {
      if (route.method !== method || segments.length !== parts.length || (best && best.literals >= literals)) continue;
      const params = matchSegments(segments, parts);
      if (params) best = { route, params, literals };
    }
    return best && { route: best.route, params: best.params };
  };
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
      } catch {
        return undefined;
      }
    } else if (segment !== part) {
      return undefined;
    }
  }
  return params;
}
