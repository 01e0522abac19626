import type { ApiIssue } from './api-error';

/**
 * The one thing the client needs from a zod schema of `@careshop/validation`. Structural, so the
 * client depends on the schemas and not on a zod version.
 */
export interface ParseSchema<Output> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: ReadonlyArray<ApiIssue> } };
}

/** The outcome of {@link parseWith}: the parsed value, or the issues that stopped it. */
export type ParseOutcome<Output> =
  | { ok: true; value: Output }
  | { ok: false; issues: ReadonlyArray<ApiIssue> };

/** Runs a schema and keeps only what the client reports: path and message of each issue. */
export function parseWith<Output>(
  schema: ParseSchema<Output>,
  data: unknown,
): ParseOutcome<Output> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map(({ path, message }) => ({ path, message })),
  };
}
