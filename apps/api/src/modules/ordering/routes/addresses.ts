import {
  apiResultSchema,
  idParamsSchema,
  officeAddressBodySchema,
  officeAddressBookSchema,
  officeAddressSchema,
} from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
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
const config = { access: 'office' } as const;

/** The office's address book (issue 15, decision 246): list, add, change, remove. */
export async function addressRoutes(app: FastifyInstance, ctx: OrderingDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/address',
    {
      config,
      schema: {
        tags,
        summary:
          "The office's delivery addresses: its own (address key `default`) and its book, oldest first",
        security,
        response: { 200: officeAddressBookSchema, ...errorResponses },
      },
    },
    async (request) => officeAddressBook(ctx.db, actingOfficeOf(request).office),
  );

  typed.post(
    '/address',
    {
      config,
      schema: {
        tags,
        summary: "Add a delivery address to the office's book (registration address rules)",
        security,
        body: officeAddressBodySchema,
        response: { 201: officeAddressSchema, ...errorResponses },
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

  typed.put(
    '/address/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "Change an address of the office's book; orders already sent there keep their copy",
        security,
        params: idParamsSchema,
        body: officeAddressBodySchema,
        response: { 200: officeAddressSchema, ...errorResponses },
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

  typed.delete(
    '/address/:id',
    {
      config,
      schema: {
        tags,
        summary: "Remove an address from the office's book; orders keep their copy",
        security,
        params: idParamsSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      await removeOfficeAddress(ctx.db, actingOfficeOf(request).office.id, request.params.id);
      return { success: true };
    },
  );
}
