import { officeRoleAllows, routeSchema } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveApprovalRequest,
  rejectApprovalRequest,
  withdrawApprovalRequest,
} from '../approval-decisions.js';
import {
  findApprovalRequest,
  listApprovalRequests,
  type RequestActor,
} from '../approval-requests.js';
import type { OrderingDeps } from '../deps.js';
import { actingOfficeOf } from '../office-access.js';

/**
 * Approval requests (issue 29, decision 330): the member's own and the ones their role lets them
 * decide. Reading and withdrawing are `browse` (any member sees their own requests); the list of
 * colleagues' requests is refused in the service for a member who may not approve.
 */
export async function approvalRequestRoutes(app: FastifyInstance, ctx: OrderingDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The signed-in member, their office and whether they may decide (never a rep). */
  function actorOf(request: FastifyRequest): RequestActor {
    const { session, office, repUserId } = actingOfficeOf(request);
    const role = session.user.officeRole;
    return {
      userId: session.user.id,
      officeId: office.id,
      canDecide: repUserId === null && role !== 'removed' && officeRoleAllows(role, 'approve'),
      isRep: repUserId !== null,
    };
  }

  typed[shopRoutes.approvalRequests.method](
    shopRoutes.approvalRequests.path,
    {
      config: { access: 'office', officeAction: 'browse' },
      schema: {
        tags: ['approvals'],
        summary:
          "My approval requests (scope=mine) or my colleagues' I may decide (scope=to_decide), newest first",
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.approvalRequests),
      },
    },
    async (request) => ({
      items: await listApprovalRequests(ctx.db, actorOf(request), request.query, ctx.now()),
    }),
  );

  typed[shopRoutes.approvalRequest.method](
    shopRoutes.approvalRequest.path,
    {
      config: { access: 'office', officeAction: 'browse' },
      schema: {
        tags: ['approvals'],
        summary: 'One approval request: mine, or one of my office I may decide',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.approvalRequest),
      },
    },
    async (request) => findApprovalRequest(ctx.db, actorOf(request), request.params.id, ctx.now()),
  );

  typed[shopRoutes.approveRequest.method](
    shopRoutes.approveRequest.path,
    {
      config: { access: 'office', officeAction: 'approve' },
      schema: {
        tags: ['approvals'],
        summary:
          "Approve a colleague's request: places the order with every organisation rule checked again",
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.approveRequest),
      },
    },
    async (request) => {
      const decision = await approveApprovalRequest(
        ctx.db,
        actorOf(request),
        request.params.id,
        ctx.now(),
        ctx.config.publicUrl,
      );
      // The buyer's e-mail was written to the outbox in the approval's transaction.
      ctx.mailer.wake();
      return decision;
    },
  );

  typed[shopRoutes.rejectRequest.method](
    shopRoutes.rejectRequest.path,
    {
      config: { access: 'office', officeAction: 'approve' },
      schema: {
        tags: ['approvals'],
        summary: "Reject a colleague's request with a reason the buyer reads",
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.rejectRequest),
      },
    },
    async (request) => {
      const rejected = await rejectApprovalRequest(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.body.reason,
        ctx.now(),
        ctx.config.publicUrl,
      );
      ctx.mailer.wake();
      return rejected;
    },
  );

  typed[shopRoutes.withdrawRequest.method](
    shopRoutes.withdrawRequest.path,
    {
      config: { access: 'office', officeAction: 'browse' },
      schema: {
        tags: ['approvals'],
        summary: 'Withdraw my pending approval request',
        security: [{ bearer: [] }],
        ...routeSchema(shopRoutes.withdrawRequest),
      },
    },
    async (request) =>
      withdrawApprovalRequest(ctx.db, actorOf(request), request.params.id, ctx.now()),
  );
}
