import { routeSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { credentialRateLimit } from '../../identity/index.js';
import { actingOfficeOf } from '../../ordering/index.js';
import type { CompanyAccountsDeps } from '../deps.js';
import { invitationPrefill, inviteMember, revokeInvitation } from '../invitations.js';
import type { MemberOffice } from '../member-office.js';
import { officeMembers, removeMember, setMemberLimit, setMemberRole } from '../members.js';

const tags = ['office'];
const security = [{ bearer: [] }];
/** Every call but the invitation link's is an office administrator's (decision 330). */
const manageConfig = { access: 'office', officeAction: 'manage_members' } as const;

/** The caller's office and who they are, for a member change. */
function callerOf(request: FastifyRequest): { office: MemberOffice; actorUserId: number } {
  const { office, session } = actingOfficeOf(request);
  return { office, actorUserId: session.user.id };
}

/**
 * Company accounts (issue 29, decision 330): an office administrator's colleagues, their roles and
 * limits, removal, invitations; and the invitation link's pre-fill for the registration form.
 * Another office's member or invitation answers 404.
 */
export async function officeMemberRoutes(
  app: FastifyInstance,
  ctx: CompanyAccountsDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed[shopRoutes.officeMembers.method](
    shopRoutes.officeMembers.path,
    {
      config: manageConfig,
      schema: {
        tags,
        summary:
          "The office's members (role, licence, spending this period) and its open invitations",
        security,
        ...routeSchema(shopRoutes.officeMembers),
      },
    },
    async (request) =>
      officeMembers(ctx.db, callerOf(request).office, {
        now: ctx.now(),
        hostname: request.hostname,
      }),
  );

  typed[shopRoutes.setMemberRole.method](
    shopRoutes.setMemberRole.path,
    {
      config: manageConfig,
      schema: {
        tags,
        summary: "Change a member's role (never the office's last administrator: 409 last_admin)",
        security,
        ...routeSchema(shopRoutes.setMemberRole),
      },
    },
    async (request) =>
      setMemberRole(ctx.db, {
        ...callerOf(request),
        userId: request.params.id,
        role: request.body.role,
        now: ctx.now(),
        hostname: request.hostname,
      }),
  );

  typed[shopRoutes.setMemberLimit.method](
    shopRoutes.setMemberLimit.path,
    {
      config: manageConfig,
      schema: {
        tags,
        summary: "Set a member's spending limit per period and approval threshold (null: none)",
        security,
        ...routeSchema(shopRoutes.setMemberLimit),
      },
    },
    async (request) =>
      setMemberLimit(ctx.db, {
        ...callerOf(request),
        userId: request.params.id,
        limit: request.body,
        now: ctx.now(),
        hostname: request.hostname,
      }),
  );

  typed[shopRoutes.removeMember.method](
    shopRoutes.removeMember.path,
    {
      config: manageConfig,
      schema: {
        tags,
        summary:
          'Remove a member from the office: their orders stay, their pending approval requests are withdrawn',
        security,
        ...routeSchema(shopRoutes.removeMember),
      },
    },
    async (request) => {
      await removeMember(ctx.db, {
        ...callerOf(request),
        userId: request.params.id,
        now: ctx.now(),
        hostname: request.hostname,
      });
      return { success: true };
    },
  );

  typed[shopRoutes.inviteMember.method](
    shopRoutes.inviteMember.path,
    {
      config: manageConfig,
      schema: {
        tags,
        summary:
          'Invite a colleague by e-mail: a link to the pre-filled registration, valid 14 days, once',
        security,
        ...routeSchema(shopRoutes.inviteMember),
      },
    },
    async (request, reply) => {
      const { office, actorUserId } = callerOf(request);
      const invitation = await inviteMember(ctx.db, ctx.mailer, {
        office,
        inviterUserId: actorUserId,
        body: request.body,
        now: ctx.now(),
        publicUrl: ctx.config.publicUrl,
      });
      return reply.status(201).send(invitation);
    },
  );

  typed[shopRoutes.revokeInvitation.method](
    shopRoutes.revokeInvitation.path,
    {
      config: manageConfig,
      schema: {
        tags,
        summary: 'Revoke an open invitation: its link stops working',
        security,
        ...routeSchema(shopRoutes.revokeInvitation),
      },
    },
    async (request) => {
      await revokeInvitation(ctx.db, {
        ...callerOf(request),
        invitationId: request.params.id,
        now: ctx.now(),
      });
      return { success: true };
    },
  );

  typed[shopRoutes.invitation.method](
    shopRoutes.invitation.path,
    {
      config: credentialRateLimit(ctx),
      schema: {
        tags,
        summary:
          "An invitation link's customer number, company, e-mail and role, to pre-fill the registration",
        ...routeSchema(shopRoutes.invitation),
      },
    },
    async (request) => invitationPrefill(ctx.db, request.params.token, ctx.now()),
  );
}
