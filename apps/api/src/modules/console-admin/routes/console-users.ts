import { routeSchema } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

  typed[consoleRoutes.me.method](
    consoleRoutes.me.path,
    {
      config: { access: 'console', consoleAction: 'self:read' },
      schema: {
        tags: ['console'],
        summary: 'The signed-in console user, their company and the actions their level allows',
        security,
        ...routeSchema(consoleRoutes.me),
      },
    },
    async (request) => me(request),
  );

  typed[consoleRoutes.updateMe.method](
    consoleRoutes.updateMe.path,
    {
      // `self` is the user's own account (decision 215); every level that can log in has it.
      config: { access: 'console', consoleAction: 'self:read' },
      schema: {
        tags: ['console'],
        summary:
          'Change your own name or language (level, company and e-mail are an administrator’s)',
        security,
        ...routeSchema(consoleRoutes.updateMe),
      },
    },
    async (request) => {
      await updateOwnConsoleProfile(ctx.db, consoleSessionOf(request), request.body);
      return me(request);
    },
  );

  typed[consoleRoutes.users.method](
    consoleRoutes.users.path,
    {
      config: { access: 'console', consoleAction: 'users:read' },
      schema: {
        tags: ['console'],
        summary: "Console users of the caller's company (a super administrator: of every company)",
        security,
        ...routeSchema(consoleRoutes.users),
      },
    },
    async (request) => ({
      items: await listConsoleUsers(ctx.db, consoleSessionOf(request), request.query.company_id),
    }),
  );

  typed[consoleRoutes.user.method](
    consoleRoutes.user.path,
    {
      config: { access: 'console', consoleAction: 'users:read' },
      schema: {
        tags: ['console'],
        summary: 'One console user (404 outside the caller’s company)',
        security,
        ...routeSchema(consoleRoutes.user),
      },
    },
    async (request) => getConsoleUser(ctx.db, consoleSessionOf(request), request.params.id),
  );

  typed[consoleRoutes.createUser.method](
    consoleRoutes.createUser.path,
    {
      config: { access: 'console', consoleAction: 'users:write' },
      schema: {
        tags: ['console'],
        summary:
          'Create a console user with a level (an administrator: in their company, below 5); e-mails them a link to choose their password unless `send_invite` is false',
        security,
        ...routeSchema(consoleRoutes.createUser),
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

  typed[consoleRoutes.updateUser.method](
    consoleRoutes.updateUser.path,
    {
      config: { access: 'console', consoleAction: 'users:write' },
      schema: {
        tags: ['console'],
        summary: 'Change level (0 blocks and ends their sessions at once), company, password, name',
        security,
        ...routeSchema(consoleRoutes.updateUser),
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

  typed[consoleRoutes.deleteUser.method](
    consoleRoutes.deleteUser.path,
    {
      config: { access: 'console', consoleAction: 'users:write' },
      schema: {
        tags: ['console'],
        summary: 'Delete a console user and their sessions',
        security,
        ...routeSchema(consoleRoutes.deleteUser),
      },
    },
    async (request) => {
      await deleteConsoleUser(ctx.db, consoleSessionOf(request), request.params.id);
      return { success: true };
    },
  );
}
