import {
  apiResultSchema,
  consoleMePatchSchema,
  consoleMeSchema,
  consoleUserCreateSchema,
  consoleUserListQuerySchema,
  consoleUserListSchema,
  consoleUserSchema,
  consoleUserUpdateSchema,
  idParamsSchema,
} from '@careshop/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { consoleLoginView, consolePermissions, consoleSessionOf } from '../../identity/index.js';
import {
  createConsoleUser,
  deleteConsoleUser,
  getConsoleUser,
  listConsoleUsers,
  updateConsoleUser,
  updateOwnConsoleProfile,
} from '../accounts.js';
import type { ConsoleAdminDeps } from '../deps.js';

const security = [{ bearer: [] }];

/** The signed-in console user and the console's users (issue 11; decisions 190–193). */
export async function consoleUserRoutes(
  app: FastifyInstance,
  ctx: ConsoleAdminDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The signed-in user as the login answered them (decision 215), with their level's actions. */
  async function me(request: FastifyRequest) {
    const session = consoleSessionOf(request);
    const view = await consoleLoginView(ctx.db, session.user.id);
    return { ...view, actions: [...consolePermissions[session.user.level]] };
  }

  typed.get(
    '/console/me',
    {
      config: { access: 'console', consoleAction: 'self:read' },
      schema: {
        tags: ['console'],
        summary: 'The signed-in console user, their company and the actions their level allows',
        security,
        response: { 200: consoleMeSchema, ...errorResponses },
      },
    },
    async (request) => me(request),
  );

  typed.patch(
    '/console/me',
    {
      // `self` is the user's own account (decision 215); every level that can log in has it.
      config: { access: 'console', consoleAction: 'self:read' },
      schema: {
        tags: ['console'],
        summary:
          'Change your own name or language (level, company and e-mail are an administrator’s)',
        security,
        body: consoleMePatchSchema,
        response: { 200: consoleMeSchema, ...errorResponses },
      },
    },
    async (request) => {
      await updateOwnConsoleProfile(ctx.db, consoleSessionOf(request), request.body);
      return me(request);
    },
  );

  typed.get(
    '/console/users',
    {
      config: { access: 'console', consoleAction: 'users:read' },
      schema: {
        tags: ['console'],
        summary: "Console users of the caller's company (a super administrator: of every company)",
        security,
        querystring: consoleUserListQuerySchema,
        response: { 200: consoleUserListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      items: await listConsoleUsers(ctx.db, consoleSessionOf(request), request.query.company_id),
    }),
  );

  typed.get(
    '/console/users/:id',
    {
      config: { access: 'console', consoleAction: 'users:read' },
      schema: {
        tags: ['console'],
        summary: 'One console user (404 outside the caller’s company)',
        security,
        params: idParamsSchema,
        response: { 200: consoleUserSchema, ...errorResponses },
      },
    },
    async (request) => getConsoleUser(ctx.db, consoleSessionOf(request), request.params.id),
  );

  typed.post(
    '/console/users',
    {
      config: { access: 'console', consoleAction: 'users:write' },
      schema: {
        tags: ['console'],
        summary:
          'Create a console user with a level (an administrator: in their company, below 5); e-mails them a link to choose their password unless `send_invite` is false',
        security,
        body: consoleUserCreateSchema,
        response: { 201: consoleUserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createConsoleUser(ctx.db, consoleSessionOf(request), request.body, {
        publicUrl: ctx.config.publicUrl,
        now: ctx.now(),
      });
      if (request.body.send_invite !== false) ctx.mailer.wake();
      return reply.code(201).send(created);
    },
  );

  typed.patch(
    '/console/users/:id',
    {
      config: { access: 'console', consoleAction: 'users:write' },
      schema: {
        tags: ['console'],
        summary: 'Change level (0 blocks and ends their sessions at once), company, password, name',
        security,
        params: idParamsSchema,
        body: consoleUserUpdateSchema,
        response: { 200: consoleUserSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateConsoleUser(
        ctx.db,
        consoleSessionOf(request),
        request.params.id,
        request.body,
        ctx.now(),
      ),
  );

  typed.delete(
    '/console/users/:id',
    {
      config: { access: 'console', consoleAction: 'users:write' },
      schema: {
        tags: ['console'],
        summary: 'Delete a console user and their sessions',
        security,
        params: idParamsSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteConsoleUser(ctx.db, consoleSessionOf(request), request.params.id);
      return { success: true };
    },
  );
}
