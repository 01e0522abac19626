import { fieldLimits } from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';
import { jsonNestsDeeperThan } from './json-depth.js';

/** Limits every request meets before a route runs: JSON nesting and URL length (decision 150). */
export function installRequestLimits(app: FastifyInstance): void {
  // JSON bodies: nesting is limited before parsing, then Fastify's own parser (prototype-poisoning
  // protection included) reads them.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(String(body), fieldLimits.jsonDepth)) {
      done(
        new HttpError(
          400,
          'body_too_deep',
          `The JSON body nests deeper than ${fieldLimits.jsonDepth} levels`,
        ),
        undefined,
      );
      return;
    }
    parseJson(request, String(body), done);
  });

  // Over-long URLs are refused before any route runs (Node itself refuses beyond its header size).
  app.addHook('onRequest', async (request) => {
    if (request.url.length > fieldLimits.requestUrl) {
      throw new HttpError(
        414,
        'uri_too_long',
        `The URL is longer than ${fieldLimits.requestUrl} characters`,
      );
    }
  });
}
