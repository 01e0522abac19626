import { zoomDeliveryReference } from '@careshop/validation';
import type { zoomOrders } from './schema.js';

type ZoomRow = typeof zoomOrders.$inferSelect;

/** A Zoom! Delivered order as the API answers it (validation's zoomOrderSchema). */
export function zoomOrderView(row: ZoomRow) {
  const patient = row.patient as Record<string, string | boolean>;
  return {
    id: row.id,
    reference: zoomDeliveryReference(row.id),
    created: row.createdAt.toISOString(),
    status: row.status as 'processed' | 'in_process',
    products: row.products,
    first_name: String(patient.first_name ?? ''),
    last_name: String(patient.last_name ?? ''),
    zip: String(patient.zip ?? ''),
    city: String(patient.city ?? ''),
    state: String(patient.state ?? ''),
    patient_scan_id: String(patient.patient_scan_id ?? ''),
  };
}

export type ZoomOrderView = ReturnType<typeof zoomOrderView>;
