// What an id in a path or query is (decision 151), without zod: keyed-schemas' classic helpers and
// their zod/mini twins in mini-fields.ts both read it, and neither loads the other's zod.

/** Largest id a path or query may name (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/**
 * An integer as a query string or path writes it: plain decimal digits, no sign, spaces, `0x`,
 * `2e0`, leading zeros or fractions (decision 151).
 */
export const decimalIntegerPattern = /^(0|[1-9][0-9]{0,15})$/;
