import { routeSchema } from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '../../identity/index.js';
import type { BackofficeDeps } from '../deps.js';
import { staffOfficeTeam, staffSetMemberLimit, staffSetMemberRole } from '../office-team.js';
import { staffScopeOf } from '../scope.js';

const tags = ['backoffice'];
const security = [{ bearer: [] }];

/**
 * Back office, company accounts (issue 29, decision 330): an office's members, invitations and
 * open approval requests; staff change a member's role and limit. Scoped to the staff member's
 * organisation (every one for a super administrator); an office or member outside it is 404.
 */
export async function backofficeTeamRoutes(
  app: FastifyInstance,
  ctx: BackofficeDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed[backofficeRoutes.officeTeam.method](
    backofficeRoutes.officeTeam.path,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "An office's members (role, licence, limit, spending), open invitations and open approval requests",
        security,
        ...routeSchema(backofficeRoutes.officeTeam),
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      return staffOfficeTeam(ctx.db, staffScopeOf(staff), request.params.id, {
        now: ctx.now(),
        hostname: request.hostname,
      });
    },
  );

  typed[backofficeRoutes.setOfficeMemberRole.method](
    backofficeRoutes.setOfficeMemberRole.path,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Change an office member's role (never the office's last administrator)",
        security,
        ...routeSchema(backofficeRoutes.setOfficeMemberRole),
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      return staffSetMemberRole(
        ctx.db,
        {
          scope: staffScopeOf(staff),
          officeId: request.params.id,
          userId: request.params.userId,
          actorUserId: staff.user.id,
          now: ctx.now(),
          hostname: request.hostname,
        },
        request.body.role,
      );
    },
  );

  typed[backofficeRoutes.setOfficeMemberLimit.method](
    backofficeRoutes.setOfficeMemberLimit.path,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Set an office member's spending limit per period and approval threshold",
        security,
        ...routeSchema(backofficeRoutes.setOfficeMemberLimit),
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      return staffSetMemberLimit(
        ctx.db,
        {
          scope: staffScopeOf(staff),
          officeId: request.params.id,
          userId: request.params.userId,
          actorUserId: staff.user.id,
          now: ctx.now(),
          hostname: request.hostname,
        },
        request.body,
      );
    },
  );
}
