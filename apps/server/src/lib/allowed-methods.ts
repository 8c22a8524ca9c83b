import type { FastifyInstance } from 'fastify';

interface KnownRoute {
  methods: string[];
  pattern: RegExp;
}

/** `/v1/places/:id` → a regexp matching `/v1/places/42`. */
function toPattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? '[^/]+'
        : part === '*'
          ? '.*'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Remembers the routes registered on `app` so a wrong method on a known path can answer 405
 * with an Allow header instead of Fastify's 404 (issue 2 §2: one error handler for every 4xx).
 */
export function trackRoutes(app: FastifyInstance): (path: string) => string[] {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    routes.push({ methods, pattern: toPattern(route.url) });
  });
  return (path: string) => {
    const bare = path.split('?')[0] ?? '';
    return [...new Set(routes.filter((r) => r.pattern.test(bare)).flatMap((r) => r.methods))];
  };
}
