import { parseBinsCsv, parseBinsJson } from './bins.js';
import { parseBrickstreamXml } from './brickstream.js';
import { parseGatePush } from './gate.js';
import { fail, isJsonBody, parseJsonText } from './parse-checks.js';
import { parseSip2 } from './sip2.js';
import { assertTimeZone } from './time.js';
import type { IngestProtocol, ParseContext, ParsedPush } from './types.js';
import { parseXovisPush } from './xovis.js';

/**
 * Reads the body of `POST /api/ingest/{protocol}` into one normalised push, or throws a
 * `CountingParseError` naming what is wrong and where. `bins` is CSV for a `text/csv` (or any
 * text) body and JSON for `application/json`; without a media type a body starting with `{` or
 * `[` is JSON. A context with an unknown time zone or an invalid `now` is a programming error
 * (RangeError), not bad input.
 */
export function parsePush(
  protocol: IngestProtocol,
  body: string,
  contentType: string,
  ctx: ParseContext,
): ParsedPush {
  assertTimeZone(ctx.timeZone);
  if (!Number.isFinite(ctx.now.getTime())) throw new RangeError('ctx.now is an invalid Date');
  if (typeof body !== 'string') fail('expected a text body', '');
  switch (protocol) {
    case 'brickstream':
      return parseBrickstreamXml(body, ctx);
    case 'xovis':
      return parseXovisPush(parseJsonText(body, 'Xovis push'), ctx);
    case 'gate':
      return parseGatePush(parseJsonText(body, 'gate push'), ctx);
    case 'sip2':
      return parseSip2(body, contentType, ctx);
    case 'bins':
      return isJsonBody(body, contentType)
        ? parseBinsJson(parseJsonText(body, 'bins JSON'), ctx)
        : parseBinsCsv(body, ctx);
    default:
      return fail(`unknown protocol "${String(protocol)}"`, '');
  }
}
