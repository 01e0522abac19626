import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { IngestProtocol } from '@careshop/counting';
import {
  type IngestProtocolName,
  ingestParamsSchema,
  ingestResponseSchema,
} from '@careshop/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import { BadRequestError, HttpError } from '../../../platform/http/errors.js';
import type { CountingDeps } from '../deps.js';
import { deviceKeyHashOf, pushingDeviceOf } from '../device-access.js';
import { ingestPush } from '../ingest.js';

// The validation list and the counting contract name the same protocols.
const sameProtocols: [IngestProtocolName, IngestProtocol] extends [
  IngestProtocol,
  IngestProtocolName,
]
  ? true
  : never = true;
void sameProtocols;

/**
 * Body limits of a push (decision 185): what arrives on the wire (gzip or not), and what a gzip
 * body may inflate to. A week of one-minute bins of a four-zone Brickstream counter is about
 * 4 MB of XML; a gzip bomb stops at the inflated limit with 413.
 */
export const ingestBodyLimit = 5 * 1024 * 1024;
export const ingestInflatedLimit = 20 * 1024 * 1024;

const ingestContentTypes = [
  'application/xml',
  'text/xml',
  'application/json',
  'text/plain',
  'text/csv',
];

const gunzipAsync = promisify(gunzip);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text: gunzipped when the device says so (with a cap), and valid UTF-8. */
async function decodeBody(request: FastifyRequest, raw: Buffer): Promise<string> {
  const encoding = String(request.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  let bytes = raw;
  if (encoding === 'gzip' || encoding === 'x-gzip') {
    try {
      bytes = await gunzipAsync(raw, { maxOutputLength: ingestInflatedLimit });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new HttpError(
          413,
          'body_too_large',
          `The gzip body inflates beyond ${ingestInflatedLimit / 1024 / 1024} MB`,
        );
      }
      throw new BadRequestError('invalid_payload', 'The body is not valid gzip');
    }
  } else if (encoding !== 'identity' && encoding !== '') {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `Content-Encoding ${encoding} is not supported; send gzip or no encoding`,
    );
  }
  try {
    return utf8.decode(bytes);
  } catch {
    throw new BadRequestError('invalid_payload', 'The body is not valid UTF-8 text');
  }
}

/**
 * `POST /api/ingest/{protocol}`: counting devices push bins, gate totals and self-check
 * transactions with their own key (decision 185). Any path after the protocol is accepted, as
 * Xovis devices append their own.
 */
export async function ingestRoutes(app: FastifyInstance, ctx: CountingDeps): Promise<void> {
  // Devices send XML, JSON, CSV or text; each is read as text here and parsed by the protocol's
  // parser, never by the JSON parser of the other routes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ingestContentTypes,
    { parseAs: 'buffer', bodyLimit: ingestBodyLimit },
    async (request: FastifyRequest, body: Buffer) => decodeBody(request, body),
  );

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const options = {
    config: {
      access: 'device' as const,
      rateLimit: {
        max: ctx.config.ingestRateLimitPerMinute,
        timeWindow: 60_000,
        // Per device key; a request without one is counted by its address.
        keyGenerator: (request: FastifyRequest) => {
          const keyHash = deviceKeyHashOf(request);
          return keyHash === undefined ? `ip:${request.ip}` : `device:${keyHash}`;
        },
      },
    },
    bodyLimit: ingestBodyLimit,
    schema: {
      tags: ['ingest'],
      summary:
        'A device pushes counts (Brickstream XML, Xovis JSON, gate totals, SIP2, bins JSON/CSV)',
      security: [{ bearer: [] }],
      params: ingestParamsSchema,
      response: { 200: ingestResponseSchema, ...errorResponses, 413: errorResponses[400] },
    },
  };
  const handler = async (request: FastifyRequest<{ Params: { protocol: IngestProtocolName } }>) => {
    const { device, keyHash } = pushingDeviceOf(request);
    const body = request.body;
    const { stored, duplicates } = await ingestPush(
      ctx,
      {
        protocol: request.params.protocol,
        device,
        keyHash,
        body: typeof body === 'string' ? body : undefined,
        contentType: String(request.headers['content-type'] ?? ''),
        ip: request.ip,
      },
      { onPublishError: (error) => request.log.error({ err: error }, 'live hub publish failed') },
    );
    return { stored, duplicates };
  };
  typed.post('/:protocol', options, handler);
  typed.post('/:protocol/*', options, handler);
}
