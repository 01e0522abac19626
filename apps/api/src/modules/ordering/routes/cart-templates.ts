import { routeSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
/** Reading is for any member (decision 330); changing is ordering work, not a viewer's. */
const browseConfig = { access: 'office', officeAction: 'browse' } as const;
const orderConfig = { access: 'office', officeAction: 'order' } as const;

/** The office's saved carts, its order templates (issue 15, decision 250). */
export async function cartTemplateRoutes(app: FastifyInstance, ctx: OrderingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed[shopRoutes.cartTemplates.method](
    shopRoutes.cartTemplates.path,
    {
      config: browseConfig,
      schema: {
        tags,
        summary: "The office's saved carts, the latest saved first: name, lines, who and when",
        security,
        ...routeSchema(shopRoutes.cartTemplates),
      },
    },
    async (request) => listCartTemplates(ctx.db, actingOfficeOf(request).office.id),
  );

  typed[shopRoutes.createCartTemplate.method](
    shopRoutes.createCartTemplate.path,
    {
      config: orderConfig,
      schema: {
        tags,
        summary:
          'Save the cart under a name new to the office (409 `cart_template_name_taken`, without case)',
        security,
        ...routeSchema(shopRoutes.createCartTemplate),
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

  typed[shopRoutes.cartTemplate.method](
    shopRoutes.cartTemplate.path,
    {
      config: browseConfig,
      schema: {
        tags,
        summary:
          'One saved cart with its lines; the shop adds them to the cart through the cart check and its limits',
        security,
        ...routeSchema(shopRoutes.cartTemplate),
      },
    },
    async (request) =>
      getCartTemplate(ctx.db, actingOfficeOf(request).office.id, request.params.id),
  );

  typed[shopRoutes.renameCartTemplate.method](
    shopRoutes.renameCartTemplate.path,
    {
      config: orderConfig,
      schema: {
        tags,
        summary: 'Rename a saved cart of the office (409 when another one has the name)',
        security,
        ...routeSchema(shopRoutes.renameCartTemplate),
      },
    },
    async (request) =>
      renameCartTemplate(ctx.db, {
        officeId: actingOfficeOf(request).office.id,
        id: request.params.id,
        name: request.body.name,
      }),
  );

  typed[shopRoutes.deleteCartTemplate.method](
    shopRoutes.deleteCartTemplate.path,
    {
      config: orderConfig,
      schema: {
        tags,
        summary: 'Remove a saved cart of the office',
        security,
        ...routeSchema(shopRoutes.deleteCartTemplate),
      },
    },
    async (request) => {
      await removeCartTemplate(ctx.db, actingOfficeOf(request).office.id, request.params.id);
      return { success: true };
    },
  );
}
