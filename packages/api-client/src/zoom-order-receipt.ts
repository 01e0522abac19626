import type { ApiIssue } from './api-error';
import type { EntityId } from './organisation-filter';
import type { Page } from './paging';
import type { ParseSchema } from './schema';

/**
 * The answer to a Zoom! Delivered order. `@careshop/validation` has no response schema for it
 * yet, so only what the client relies on is checked: an object with an `id`; the rest passes
 * through untouched (docs/decisions/054-api-client-calls-we-design.md).
 */
export interface ZoomOrderReceipt {
  id: EntityId;
  [field: string]: unknown;
}

function isEntityId(value: unknown): value is EntityId {
  return (
    (typeof value === 'number' && Number.isInteger(value) && value >= 0) ||
    (typeof value === 'string' && value !== '')
  );
}

function receiptIssues(value: unknown, path: PropertyKey[]): ApiIssue[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ path, message: 'validation.invalid_type' }];
  }
  if (!isEntityId((value as { id?: unknown }).id)) {
    return [{ path: [...path, 'id'], message: 'validation.invalid_type' }];
  }
  return [];
}

/** Parses one {@link ZoomOrderReceipt}. */
export const zoomOrderReceiptSchema: ParseSchema<ZoomOrderReceipt> = {
  safeParse(data) {
    const issues = receiptIssues(data, []);
    return issues.length === 0
      ? { success: true, data: data as ZoomOrderReceipt }
      : { success: false, error: { issues } };
  },
};

/** Parses a page of {@link ZoomOrderReceipt}s (`items`, `page`, `rows_per_page`, `total`). */
export const zoomOrderPageSchema: ParseSchema<Page<ZoomOrderReceipt>> = {
  safeParse(data) {
    if (typeof data !== 'object' || data === null) {
      return {
        success: false,
        error: { issues: [{ path: [], message: 'validation.invalid_type' }] },
      };
    }
    const page = data as Record<string, unknown>;
    const issues: ApiIssue[] = [];
    for (const field of ['page', 'rows_per_page', 'total'] as const) {
      if (typeof page[field] !== 'number' || !Number.isInteger(page[field])) {
        issues.push({ path: [field], message: 'validation.invalid_type' });
      }
    }
    if (!Array.isArray(page.items)) {
      issues.push({ path: ['items'], message: 'validation.invalid_type' });
    } else {
      page.items.forEach((item, index) => {
        issues.push(...receiptIssues(item, ['items', index]));
      });
    }
    return issues.length === 0
      ? { success: true, data: data as Page<ZoomOrderReceipt> }
      : { success: false, error: { issues } };
  },
};
