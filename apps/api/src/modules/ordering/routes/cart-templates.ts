import {
  apiResultSchema,
  cartTemplateCreateSchema,
  cartTemplateListSchema,
  cartTemplateRenameSchema,
  cartTemplateSchema,
  idParamsSchema,
} from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import {
  createCartTemplate,
  getCartTemplate,
  listCartTemplates,
  removeCartTemplate,
  renameCartTemplate,
} from '../cart-templates.js';
import type { OrderingDeps } from '../deps.js';
import { actingOfficeOf } from '../office-access.js';

const tags = ['cart-templates'];
const security = [{ bearer: [] }];
// The acting office's saved carts: a professional's own office once approved, or the office a rep
// acts for (decisions 140, 141); another office's saved cart is 404.
const config = { access: 'office' } as const;

/** The office's saved carts, its order templates (issue 15, decision 250). */
export async function cartTemplateRoutes(app: FastifyInstance, ctx: OrderingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/cart-template',
    {
      config,
      schema: {
        tags,
        summary: "The office's saved carts, the latest saved first: name, lines, who and when",
        security,
        response: { 200: cartTemplateListSchema, ...errorResponses },
      },
    },
    async (request) => listCartTemplates(ctx.db, actingOfficeOf(request).office.id),
  );

  typed.post(
    '/cart-template',
    {
      config,
      schema: {
        tags,
        summary:
          'Save the cart under a name new to the office (409 `cart_template_name_taken`, without case)',
        security,
        body: cartTemplateCreateSchema,
        response: { 201: cartTemplateSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { office, session } = actingOfficeOf(request);
      const template = await createCartTemplate(ctx.db, {
        officeId: office.id,
        userId: session.user.id,
        body: request.body,
        now: ctx.now(),
      });
      return reply.status(201).send(template);
    },
  );

  typed.get(
    '/cart-template/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'One saved cart with its lines; the shop adds them to the cart through the cart check and its limits',
        security,
        params: idParamsSchema,
        response: { 200: cartTemplateSchema, ...errorResponses },
      },
    },
    async (request) =>
      getCartTemplate(ctx.db, actingOfficeOf(request).office.id, request.params.id),
  );

  typed.put(
    '/cart-template/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a saved cart of the office (409 when another one has the name)',
        security,
        params: idParamsSchema,
        body: cartTemplateRenameSchema,
        response: { 200: cartTemplateSchema, ...errorResponses },
      },
    },
    async (request) =>
      renameCartTemplate(ctx.db, {
        officeId: actingOfficeOf(request).office.id,
        id: request.params.id,
        name: request.body.name,
      }),
  );

  typed.delete(
    '/cart-template/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a saved cart of the office',
        security,
        params: idParamsSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      await removeCartTemplate(ctx.db, actingOfficeOf(request).office.id, request.params.id);
      return { success: true };
    },
  );
}
