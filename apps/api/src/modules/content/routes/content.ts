import { type ApiErrorCode, contentSearchQuerySchema } from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContentDeps } from '../deps.js';
import { contentDocuments, contentLanguages } from '../documents.js';
import { ContentQueryError, parseQuery, runQuery } from '../query.js';

/** The ref of the content shipped with this build; a new build of the texts gets a new ref. */
export const contentMasterRef = 'careshop-content-v1';

const searchQuery = contentSearchQuerySchema;

/**
 * The content service (SPEC 7) for the content shipped with the project: a repository endpoint
 * and a documents search in the Prismic v2 shape, so the api-client content client reads FAQ and
 * webinar pages from here exactly as from a real repository. Public, like the pages using it.
 */
export async function contentRoutes(app: FastifyInstance, ctx: ContentDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const apiBase = `${ctx.config.publicUrl}/api/content/v2`;
  const documents = contentDocuments(apiBase);

  typed.get(
    '/v2',
    {
      config: { access: 'public' },
      schema: { tags: ['content'], summary: 'Content repository: refs, types, languages' },
    },
    async () => ({
      refs: [{ id: 'master', ref: contentMasterRef, label: 'Master', isMasterRef: true }],
      bookmarks: {},
      types: { faq: 'FAQ', webinar: 'Webinar' },
      languages: contentLanguages.map((id) => ({ id, name: id })),
      tags: [],
      forms: {
        everything: {
          method: 'GET',
          enctype: 'application/x-www-form-urlencoded',
          action: `${apiBase}/documents/search`,
          fields: {
            ref: { type: 'String', multiple: false },
            q: { type: 'String', multiple: true },
            lang: { type: 'String', multiple: false },
            page: { type: 'Integer', multiple: false, default: '1' },
            pageSize: { type: 'Integer', multiple: false, default: '20' },
          },
        },
      },
      oauth_initiate: `${apiBase}/oauth`,
      oauth_token: `${apiBase}/oauth/token`,
      version: contentMasterRef,
      license: 'All Rights Reserved',
      experiments: { draft: [], running: [] },
    }),
  );

  typed.get(
    '/v2/documents/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Documents search (q filters at/any on type, id, tags, uid; lang; paging)',
        querystring: searchQuery,
      },
    },
    async (request, reply) => {
      const { ref, q, lang, page, pageSize } = request.query;
      if (ref !== undefined && ref !== contentMasterRef) {
        return reply.status(404).send({
          success: false,
          code: 'not_found' satisfies ApiErrorCode,
          // Prismic's own field, read by its client; the rest is the product's error shape.
          type: 'api_notfound_error',
          message: `Ref not found: ${ref}`,
        });
      }
      let results: ReturnType<typeof runQuery>;
      try {
        results = runQuery(documents, parseQuery(q), (lang ?? 'fr-fr').toLowerCase());
      } catch (error) {
        if (error instanceof ContentQueryError) {
          return reply.status(400).send({
            success: false,
            code: 'bad_request' satisfies ApiErrorCode,
            type: 'parsing-error',
            message: error.message,
          });
        }
        throw error;
      }
      const totalPages = Math.max(Math.ceil(results.length / pageSize), 1);
      const pageUrl = (n: number) => {
        const url = new URL(`${apiBase}/documents/search`);
        for (const [key, value] of Object.entries(request.query)) {
          for (const item of Array.isArray(value) ? value : [value]) {
            if (item !== undefined && key !== 'page') url.searchParams.append(key, String(item));
          }
        }
        url.searchParams.set('page', String(n));
        return url.toString();
      };
      return {
        page,
        results_per_page: pageSize,
        results_size: results.slice((page - 1) * pageSize, page * pageSize).length,
        total_results_size: results.length,
        total_pages: totalPages,
        next_page: page < totalPages ? pageUrl(page + 1) : null,
        prev_page: page > 1 ? pageUrl(page - 1) : null,
        results: results.slice((page - 1) * pageSize, page * pageSize),
        version: contentMasterRef,
        license: 'All Rights Reserved',
      };
    },
  );
}
