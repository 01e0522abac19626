import type { GateReading } from '../types.js';

/** Input of `buildGatePush`. */
export interface GatePushInput {
  deviceRef: string;
  readings: GateReading[];
}

/** A gate push (the inverse of `parseGatePush`). */
export function buildGatePush(input: GatePushInput): unknown {
  return {
    device: input.deviceRef,
    readings: input.readings.map((reading) => ({
      gate: reading.gate,
      at: reading.at.toISOString(),
      total_in: reading.totalIn,
      total_out: reading.totalOut,
    })),
  };
}
