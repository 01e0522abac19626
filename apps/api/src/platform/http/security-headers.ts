import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers for every answer: a page's set, or for API answers (under /api/, the docs UI
 * excepted) a shorter, stricter one. helmet's middleware is built once here: the Fastify plugin
 * rebuilt it on every request, a few percent of a small request's CPU.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const securityHeaders = helmet({
    // Every script the server hands out is a file of its own origin (the shop and Zoom! builds,
    // the docs UI), so no inline script runs. Styles allow inline for style attributes (the test
    // checkout page, React style props, the docs UI); images may be data: URLs (icons).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The demo runs on plain http (localhost, a LAN address); upgrading would break its assets.
        upgradeInsecureRequests: null,
      },
    },
  });
  // API answers are data, never a page (decision 240): OWASP's REST set, shorter and stricter
  // than a page's (no script or style may run, no frame may hold it). The headers that only
  // concern documents (opener policy, agent cluster, DNS prefetch, IE's download options) are left
  // out: on a 700-byte answer they were more bytes than the answer itself. The docs UI under
  // /api/docs is a page and keeps the page set.
  const apiSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const page = !request.url.startsWith('/api/') || request.url.startsWith('/api/docs');
    (page ? securityHeaders : apiSecurityHeaders)(request.raw, reply.raw, (error?: unknown) =>
      done(error as Error | undefined),
    );
  });
}
