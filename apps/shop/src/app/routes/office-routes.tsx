import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { protectedRoute } from './layout-routes';
import { lazyPage } from './lazy-page';

// Company accounts (issue 29): the colleagues of an office's administrators and the approval
// requests, each a route chunk of its own (never in the first visit's download).

const ColleaguesPage = lazyPage(
  () => import('../../features/colleagues/components/colleagues-page'),
  'ColleaguesPage',
);
const ApprovalsPage = lazyPage(
  () => import('../../features/approvals/components/approvals-page'),
  'ApprovalsPage',
);
const ApprovalDetailPage = lazyPage(
  () => import('../../features/approvals/components/approval-detail-page'),
  'ApprovalDetailPage',
);

export const colleaguesRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/colleagues',
  component: ColleaguesPage,
});

export const approvalsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/approvals',
  component: ApprovalsPage,
});

/** `?submitted=1`: opened right after checkout sent the order for approval. */
const approvalSearchSchema = z.object({
  submitted: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1))), undefined),
});

/** The link of the approval e-mails: `/approvals/<id>`. */
export const approvalDetailRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/approvals/$requestId',
  validateSearch: (search: Record<string, unknown>) => approvalSearchSchema.parse(search),
  component: ApprovalDetailPage,
});
