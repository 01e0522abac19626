import { apiResultSchema } from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../auth/guard.js';
import { pendingAccounts, reviewLicence } from '../backoffice/licence-review.js';
import type { AppContext } from '../context.js';
import { errorResponses } from '../http/error-response.js';

const accountSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  cust_no: z.string(),
  company_name: z.string(),
  license_number: z.string(),
  license_valid: z.string(),
  created: z.string(),
});

const accountParams = z.strictObject({
  id: z.coerce
    .number({ error: 'id must be a positive integer' })
    .int('id must be a positive integer')
    .min(1, 'id must be a positive integer')
    .max(2_147_483_647, 'id is too large'),
  decision: z.enum(['approve', 'reject'], { error: "decision must be 'approve' or 'reject'" }),
});

/** Back office (staff only): accounts awaiting licence approval, approve and reject. */
export async function backofficeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/backoffice/accounts/pending',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Customer accounts whose licence awaits approval',
        security: [{ bearer: [] }],
        response: { 200: z.object({ items: z.array(accountSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      await requireStaff(ctx, request);
      return { items: await pendingAccounts(ctx.db) };
    },
  );

  typed.post(
    '/backoffice/accounts/:id/:decision',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Approve or reject a licence; the customer is e-mailed',
        security: [{ bearer: [] }],
        params: accountParams,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireStaff(ctx, request);
      const decision = request.params.decision === 'approve' ? 'APPROVED' : 'REJECTED';
      const account = await reviewLicence({
        db: ctx.db,
        mailer: ctx.mailer,
        account: { id: request.params.id },
        decision,
        publicUrl: ctx.config.publicUrl,
      });
      return { success: true, data: { id: account.id, license_valid: decision } };
    },
  );
}
