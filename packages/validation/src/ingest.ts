import type { z } from 'zod';
import { enumOf, integer, looseObject, strictObject } from './keyed-schemas.js';

/**
 * The `{protocol}` of `POST /api/ingest/{protocol}` (the same list as `IngestProtocol` in
 * `@careshop/counting`): Brickstream XML, Xovis push JSON, eco_gate totals, SIP2 self-check
 * lines, and the generic bins JSON or CSV.
 */
export const ingestProtocols = ['brickstream', 'xovis', 'gate', 'sip2', 'bins'] as const;
export type IngestProtocolName = (typeof ingestProtocols)[number];

/**
 * `/api/ingest/:protocol` and `/api/ingest/:protocol/*` (Xovis devices append paths of their
 * own; whatever follows the protocol is ignored).
 */
export const ingestParamsSchema = looseObject({ protocol: enumOf(ingestProtocols) });

/** The answer to a device push: how many rows it stored, and how many it had already sent. */
export const ingestResponseSchema = strictObject({
  stored: integer(0),
  duplicates: integer(0),
});
export type IngestResponse = z.output<typeof ingestResponseSchema>;
