import type { z } from 'zod';
import {
  answerText,
  enumOf,
  integer,
  listOf,
  looseObject,
  strictObject,
  string,
} from './keyed-schemas.js';

/** Occupancy indicator levels; `none` when the location has no optimal value (SPEC 5). */
export const occupancyLevels = ['green', 'orange', 'red', 'none'] as const;

/** The live occupancy of one location, as the console shows it. */
export const locationOccupancySchema = looseObject({
  location_id: integer(0),
  company_id: integer(0),
  name: answerText(),
  count: integer(0),
  percent: integer(0).nullable(),
  level: enumOf(occupancyLevels),
  enters_today: integer(0),
  leaves_today: integer(0),
  /** The location's local date the counts are of. */
  local_date: answerText(),
  /** When a device of the location last pushed; null when none has. */
  updated_at: answerText().nullable(),
  /** The location's IANA time zone, so a reader who may not read locations sees its times. */
  time_zone: answerText().optional(),
});
export type LocationOccupancy = z.output<typeof locationOccupancySchema>;

/** Answer of `GET /console/occupancy`. */
export const occupancyListSchema = looseObject({ items: listOf(locationOccupancySchema) });

/** Answer of `POST /console/occupancy/stream-ticket` (docs/decisions/198-console-live-stream.md). */
export const streamTicketSchema = looseObject({
  ticket: answerText(),
  expires_in_seconds: integer(0),
});

/** Query of `GET /console/occupancy/stream`: the single-use ticket, when no header can be sent. */
export const streamQuerySchema = strictObject({
  ticket: string().min(1).max(512).optional(),
});
