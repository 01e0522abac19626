import { routeSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrderingDeps } from '../deps.js';
import { actingOfficeOf } from '../office-access.js';
import {
  addOfficeAddress,
  officeAddressBook,
  removeOfficeAddress,
  updateOfficeAddress,
} from '../office-addresses.js';

const tags = ['addresses'];
const security = [{ bearer: [] }];
// The acting office's book: a professional's own office, or the office a rep acts for (decisions
// 140, 141); another office's address is 404.
/** Reading is for any member (decision 330); changing is ordering work, not a viewer's. */
const browseConfig = { access: 'office', officeAction: 'browse' } as const;
const orderConfig = { access: 'office', officeAction: 'order' } as const;

/** The office's address book (issue 15, decision 246): list, add, change, remove. */
export async function addressRoutes(app: FastifyInstance, ctx: OrderingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed[shopRoutes.addresses.method](
    shopRoutes.addresses.path,
    {
      config: browseConfig,
      schema: {
        tags,
        summary:
          "The office's delivery addresses: its own (address key `default`) and its book, oldest first",
        security,
        ...routeSchema(shopRoutes.addresses),
      },
    },
    async (request) => officeAddressBook(ctx.db, actingOfficeOf(request).office),
  );

  typed[shopRoutes.createAddress.method](
    shopRoutes.createAddress.path,
    {
      config: orderConfig,
      schema: {
        tags,
        summary: "Add a delivery address to the office's book (registration address rules)",
        security,
        ...routeSchema(shopRoutes.createAddress),
      },
    },
    async (request, reply) => {
      const { office, session } = actingOfficeOf(request);
      const address = await addOfficeAddress(ctx.db, {
        officeId: office.id,
        userId: session.user.id,
        body: request.body,
        now: ctx.now(),
      });
      return reply.status(201).send(address);
    },
  );

  typed[shopRoutes.updateAddress.method](
    shopRoutes.updateAddress.path,
    {
      config: orderConfig,
      schema: {
        tags,
        summary:
          "Change an address of the office's book; orders already sent there keep their copy",
        security,
        ...routeSchema(shopRoutes.updateAddress),
      },
    },
    async (request) =>
      updateOfficeAddress(ctx.db, {
        officeId: actingOfficeOf(request).office.id,
        id: request.params.id,
        body: request.body,
        now: ctx.now(),
      }),
  );

  typed[shopRoutes.deleteAddress.method](
    shopRoutes.deleteAddress.path,
    {
      config: orderConfig,
      schema: {
        tags,
        summary: "Remove an address from the office's book; orders keep their copy",
        security,
        ...routeSchema(shopRoutes.deleteAddress),
      },
    },
    async (request) => {
      await removeOfficeAddress(ctx.db, actingOfficeOf(request).office.id, request.params.id);
      return { success: true };
    },
  );
}
