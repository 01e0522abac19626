import * as z from 'zod/mini';
import {
  miniAnswerText,
  miniEnumOf,
  miniInteger,
  miniListOf,
  miniLooseObject,
  miniStrictObject,
  miniString,
} from './mini-schemas.js';

// Live occupancy, in zod/mini: the console's dashboard checks these with its first screen, which
// must not bring zod's classic API (decision 370).

/** Occupancy indicator levels; `none` when the location has no optimal value (SPEC 5). */
export const occupancyLevels = ['green', 'orange', 'red', 'none'] as const;

/** The live occupancy of one location, as the console shows it. */
export const locationOccupancySchema = miniLooseObject({
  location_id: miniInteger(0),
  company_id: miniInteger(0),
  name: miniAnswerText(),
  count: miniInteger(0),
  percent: z.nullable(miniInteger(0)),
  level: miniEnumOf(occupancyLevels),
  enters_today: miniInteger(0),
  leaves_today: miniInteger(0),
  /** The location's local date the counts are of. */
  local_date: miniAnswerText(),
  /** When a device of the location last pushed; null when none has. */
  updated_at: z.nullable(miniAnswerText()),
  /** The location's IANA time zone, so a reader who may not read locations sees its times. */
  time_zone: z.optional(miniAnswerText()),
});
export type LocationOccupancy = z.output<typeof locationOccupancySchema>;

/** Answer of `GET /console/occupancy`. */
export const occupancyListSchema = miniLooseObject({ items: miniListOf(locationOccupancySchema) });

/** Answer of `POST /console/occupancy/stream-ticket` (docs/decisions/198-console-live-stream.md). */
export const streamTicketSchema = miniLooseObject({
  ticket: miniAnswerText(),
  expires_in_seconds: miniInteger(0),
});

/** Query of `GET /console/occupancy/stream`: the single-use ticket, when no header can be sent. */
export const streamQuerySchema = miniStrictObject({
  ticket: z.optional(miniString().check(z.minLength(1), z.maxLength(512))),
});
