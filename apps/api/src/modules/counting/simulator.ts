import {
  buildBinsJson,
  buildBrickstreamXml,
  buildGatePush,
  buildSip2Lines,
  buildXovisPush,
  type CountBin,
  type IngestProtocol,
  localHourOf,
  type SelfCheckKind,
  type SelfCheckTransaction,
} from '@careshop/counting';
import { demoDeviceKey, demoLocations, hourShare, weekdayOf } from './seed.js';

/** Options of {@link startSimulator}. */
export interface SimulatorOptions {
  /** Where the API listens, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  /** Time between two pushes of every device (default 5 s). */
  intervalMs?: number;
  /** How many times busier than the demo history, so a watcher sees the counts move. */
  boost?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

/** A push the simulator sends: where, as what, with which body. */
export interface SimulatedPush {
  rtId: string;
  protocol: IngestProtocol;
  path: string;
  contentType: string;
  body: string;
}

interface DeviceState {
  rtId: string;
  type: string;
  timeZone: string;
  visitors: number;
  /** Xovis pushes for every other counter of the medical centre: both formats stay exercised. */
  xovis: boolean;
  cursor: Date;
  inside: number;
  gateIn: number;
  gateOut: number;
  sequence: number;
}

const selfCheckKinds: readonly SelfCheckKind[] = [
  'checkout',
  'checkin',
  'renew',
  'fee_paid',
  'patron_status',
  'patron_info',
];

/** Poisson-ish whole number around `mean` (the sum of coin flips is enough for a demo). */
function draw(mean: number, random: () => number): number {
  const whole = Math.floor(mean);
  return whole + (random() < mean - whole ? 1 : 0);
}

/**
 * The device simulator of the demo: every `intervalMs` each demo device sends what a real one
 * would over HTTP, in its own format (Brickstream XML, Xovis JSON, gate totals, SIP2 lines, the
 * generic bins JSON), signed with its demo key, so live occupancy moves while someone watches.
 */
export function createSimulator(options: SimulatorOptions) {
  const clock = options.now ?? (() => new Date());
  // Device formats carry whole seconds (Brickstream, SIP2): the simulator's clock does too.
  const now = () => new Date(Math.floor(clock().getTime() / 1000) * 1000);
  const boost = options.boost ?? 8;
  const random = Math.random;
  const start = now();
  const states: DeviceState[] = demoLocations.flatMap((location, index) =>
    location.devices.map((device) => ({
      rtId: device.rtId,
      type: device.type,
      timeZone: location.timeZone,
      visitors: location.visitors,
      xovis: location.company === 'medical' && index % 2 === 0,
      cursor: start,
      inside: 0,
      gateIn: 0,
      gateOut: 0,
      sequence: 0,
    })),
  );

  /** Expected arrivals per millisecond at `at` for a location with `visitors` a day. */
  function ratePerMs(state: DeviceState, at: Date): number {
    const { hour, localDate } = localHourOf(at, state.timeZone);
    const location = demoLocations.find((l) => l.devices.some((d) => d.rtId === state.rtId));
    const opening = location?.hours[weekdayOf(localDate)];
    // Outside opening hours a trickle keeps the demo alive (night staff, deliveries).
    if (!opening || hour < opening[0] || hour >= opening[1])
      return state.visitors / 200 / 3_600_000;
    const perHour =
      (state.visitors / (opening[1] - opening[0])) * hourShare(hour, opening[0], opening[1]);
    return (perHour * boost) / 3_600_000;
  }

  /** The pushes of one tick, for every device; advances each device's cursor to now. */
  function tick(): SimulatedPush[] {
    const at = now();
    const pushes: SimulatedPush[] = [];
    for (const state of states) {
      const span = at.getTime() - state.cursor.getTime();
      if (span <= 0) continue;
      const enters = draw(ratePerMs(state, at) * span, random);
      // Leaving follows arriving, so the occupancy rises in the day and falls back.
      const exits = Math.min(
        state.inside + enters,
        draw(enters * 0.85 + state.inside * 0.02, random),
      );
      state.inside = Math.max(0, state.inside + enters - exits);
      const bin: CountBin = {
        zone: '',
        start: state.cursor,
        end: at,
        enters,
        exits,
        missing: false,
      };
      state.cursor = at;
      state.sequence += 1;
      const push = pushFor(state, bin, at);
      if (push) pushes.push(push);
    }
    return pushes;
  }

  /** The push of one bin; none for a kiosk with no transaction in it (an empty push is refused). */
  function pushFor(state: DeviceState, bin: CountBin, at: Date): SimulatedPush | null {
    switch (state.type) {
      case 'eco_gate': {
        // A bidirectional gate counts each person twice.
        state.gateIn += bin.enters * 2;
        state.gateOut += bin.exits * 2;
        const body = buildGatePush({
          deviceRef: state.rtId,
          readings: [{ gate: 'gate', at, totalIn: state.gateIn, totalOut: state.gateOut }],
        });
        return json(state, 'gate', body);
      }
      case 'selfcheck': {
        const transactions: SelfCheckTransaction[] = [];
        const count = draw(bin.enters * 0.3, random);
        for (let n = 0; n < count; n += 1) {
          const kind = selfCheckKinds[Math.floor(random() * selfCheckKinds.length)] ?? 'checkout';
          transactions.push({
            kind,
            ok: random() > 0.05,
            at: new Date(
              bin.start.getTime() +
                Math.floor((random() * (at.getTime() - bin.start.getTime())) / 1000) * 1000,
            ),
            // The item and patron ids of the message: unique, so no two transactions look alike.
            dedupeKey: `${state.rtId}-${state.sequence}-${n}`,
          });
        }
        if (transactions.length === 0) return null;
        return {
          rtId: state.rtId,
          protocol: 'sip2',
          path: '/api/ingest/sip2',
          contentType: 'text/plain',
          body: buildSip2Lines(transactions, { institution: 'BRL' }),
        };
      }
      case 'intenta':
        return json(
          state,
          'bins',
          buildBinsJson({ deviceRef: state.rtId, bins: [{ ...bin, zone: 'entrance' }] }),
        );
      default: {
        const doorBin = { ...bin, zone: 'Main door' };
        if (state.xovis) {
          return json(state, 'xovis', buildXovisPush({ serial: state.rtId, bins: [doorBin] }));
        }
        return {
          rtId: state.rtId,
          protocol: 'brickstream',
          path: '/api/ingest/brickstream',
          contentType: 'application/xml',
          body: buildBrickstreamXml({ version: 5, deviceRef: state.rtId, bins: [doorBin] }),
        };
      }
    }
  }

  function json(state: DeviceState, protocol: IngestProtocol, body: unknown): SimulatedPush {
    return {
      rtId: state.rtId,
      protocol,
      // Xovis devices push to whatever path they were given; keep a sub-path to prove it works.
      path: protocol === 'xovis' ? '/api/ingest/xovis/datapush' : `/api/ingest/${protocol}`,
      contentType: 'application/json',
      body: JSON.stringify(body),
    };
  }

  /** Sends one tick's pushes; answers the HTTP statuses, in device order. */
  async function send(): Promise<number[]> {
    let pushes: SimulatedPush[];
    try {
      pushes = tick();
    } catch (error) {
      // A simulator bug must never take the server it runs in down.
      options.log?.(`simulator: tick failed: ${String(error)}`);
      return [];
    }
    return Promise.all(
      pushes.map(async (push) => {
        try {
          const response = await fetch(`${options.baseUrl}${push.path}`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${demoDeviceKey(push.rtId)}`,
              'content-type': push.contentType,
            },
            body: push.body,
          });
          if (!response.ok) {
            options.log?.(
              `simulator: ${push.rtId} ${push.path} → ${response.status} ${await response.text()}`,
            );
          }
          return response.status;
        } catch (error) {
          options.log?.(`simulator: ${push.rtId} ${push.path} failed: ${String(error)}`);
          return 0;
        }
      }),
    );
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    tick,
    send,
    /** Pushes every `intervalMs` until stopped. */
    start() {
      timer = setInterval(() => void send(), options.intervalMs ?? 5_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
