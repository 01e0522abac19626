import {
  accountDecisionBodySchema,
  accountDecisionParamsSchema,
  accountDecisionResponseSchema,
  accountDecisionSchemaFor,
  maintenanceRequestSchema,
  maintenanceStateSchema,
  pendingAccountListSchema,
} from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { NotFoundError } from '../../../platform/http/errors.js';
import { absentBodyAsEmptyObject } from '../../../platform/http/optional-body.js';
import { RequestValidationError } from '../../../platform/http/request-validation.js';
import { requireStaff } from '../../identity/index.js';
import type { BackofficeDeps } from '../deps.js';
import { pendingAccounts, reviewLicence } from '../licence-review.js';
import { maintenanceState, switchMaintenance } from '../maintenance.js';
import { staffScopeOf } from '../scope.js';

const accountParams = accountDecisionParamsSchema;
const maintenanceSchema = maintenanceStateSchema;
const maintenanceBody = maintenanceRequestSchema;

/** Back office (staff only): accounts awaiting licence approval, approve and reject. */
export async function backofficeRoutes(app: FastifyInstance, ctx: BackofficeDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/backoffice/accounts/pending',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['backoffice'],
        summary:
          'Customer accounts whose licence awaits approval, with their profile fields and customer number',
        security: [{ bearer: [] }],
        response: { 200: pendingAccountListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = staffScopeOf(await requireStaff(ctx, request));
      return { items: await pendingAccounts(ctx.db, scope.organisationId ?? undefined) };
    },
  );

  typed.post(
    '/backoffice/accounts/:id/:decision',
    {
      config: { access: 'staff' },
      preValidation: absentBodyAsEmptyObject,
      schema: {
        tags: ['backoffice'],
        summary:
          'Approve, or reject with a reason, a licence; the customer is e-mailed in their language and the decision audited. A decided licence needs change_decision (else 409 licence_already_decided); repeating the decision in force changes and sends nothing',
        security: [{ bearer: [] }],
        params: accountParams,
        body: accountDecisionBodySchema,
        response: { 200: accountDecisionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      const scope = staffScopeOf(staff);
      const decision = request.params.decision === 'approve' ? 'APPROVED' : 'REJECTED';
      // A rejection names its reason (the customer reads it); an approval has nothing to explain.
      const parsed = accountDecisionSchemaFor(request.params.decision).safeParse(request.body);
      if (!parsed.success) {
        const error = new RequestValidationError(parsed.error);
        error.validationContext = 'body';
        throw error;
      }
      const reason =
        'reason' in parsed.data && typeof parsed.data.reason === 'string'
          ? parsed.data.reason
          : undefined;
      const account = await reviewLicence({
        changeDecision: parsed.data.change_decision === true,
        db: ctx.db,
        mailer: ctx.mailer,
        account: { id: request.params.id },
        decision,
        reason,
        publicUrl: ctx.config.publicUrl,
        actorUserId: staff.user.id,
        ...(scope.organisationId === null ? {} : { organisationId: scope.organisationId }),
      });
      return {
        success: true,
        data: {
          id: account.id,
          license_valid: account.licenseStatus,
          license_rejection_reason: account.licenseRejectionReason,
        },
      };
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
          'Turn maintenance on or off (pauses ordering, never the public calls); the message HTML is sanitised; a change is audited',
        security: [{ bearer: [] }],
        body: maintenanceBody,
        response: { 200: maintenanceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request);
      const state = await switchMaintenance(ctx.db, staff.user.id, staff.user.organisationId, {
        on: request.body.maintenance_mode,
        title: request.body.maintenance_title,
        message: request.body.maintenance_message,
      });
      request.log.info(
        { organisationId: state.organisation_id, on: state.maintenance_mode, by: staff.user.id },
        'maintenance switched',
      );
      return state;
    },
  );
}
