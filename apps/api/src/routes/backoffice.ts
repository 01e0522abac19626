import {
  accountDecisionParamsSchema,
  apiResultSchema,
  maintenanceRequestSchema,
  maintenanceStateSchema,
  pendingAccountListSchema,
} from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard.js';
import { pendingAccounts, reviewLicence } from '../backoffice/licence-review.js';
import { maintenanceState, setMaintenance } from '../backoffice/maintenance.js';
import type { AppContext } from '../context.js';
import { errorResponses } from '../http/error-response.js';
import { NotFoundError } from '../http/errors.js';

const accountParams = accountDecisionParamsSchema;
const maintenanceSchema = maintenanceStateSchema;
const maintenanceBody = maintenanceRequestSchema;

/** Back office (staff only): accounts awaiting licence approval, approve and reject. */
export async function backofficeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/backoffice/accounts/pending',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['backoffice'],
        summary: 'Customer accounts whose licence awaits approval',
        security: [{ bearer: [] }],
        response: { 200: pendingAccountListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      return { items: await pendingAccounts(ctx.db, staff.user.organisationId) };
    },
  );

  typed.post(
    '/backoffice/accounts/:id/:decision',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['backoffice'],
        summary: 'Approve or reject a licence; the customer is e-mailed',
        security: [{ bearer: [] }],
        params: accountParams,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      const decision = request.params.decision === 'approve' ? 'APPROVED' : 'REJECTED';
      const account = await reviewLicence({
        db: ctx.db,
        mailer: ctx.mailer,
        account: { id: request.params.id },
        decision,
        publicUrl: ctx.config.publicUrl,
        organisationId: staff.user.organisationId,
      });
      return { success: true, data: { id: account.id, license_valid: decision } };
    },
  );

  typed.get(
    '/backoffice/maintenance',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['backoffice'],
        summary: "Maintenance switch, title and message of the staff member's organisation",
        security: [{ bearer: [] }],
        response: { 200: maintenanceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      const state = await maintenanceState(ctx.db, staff.user.organisationId);
      if (!state) throw new NotFoundError('Organisation not found');
      return state;
    },
  );

  typed.put(
    '/backoffice/maintenance',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['backoffice'],
        summary:
          'Turn maintenance on or off (pauses ordering, never the public calls); the message HTML is sanitised',
        security: [{ bearer: [] }],
        body: maintenanceBody,
        response: { 200: maintenanceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      const [state] = await setMaintenance(
        ctx.db,
        {
          on: request.body.maintenance_mode,
          title: request.body.maintenance_title,
          message: request.body.maintenance_message,
        },
        [staff.user.organisationId],
      );
      if (!state) throw new NotFoundError('Organisation not found');
      request.log.info(
        { organisationId: state.organisation_id, on: state.maintenance_mode, by: staff.user.id },
        'maintenance switched',
      );
      return state;
    },
  );
}
