import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** How a raw-body upload route reads its body and who may send one. */
export interface RawUploadOptions<Actor> {
  /** The content types read as the body; any other answers 415 `unsupported_media_type`. */
  contentTypes: readonly string[];
  /** The largest body in bytes; a larger one answers 413 `body_too_large`. */
  bodyLimit: number;
  /** Checks the caller (throws 401/403) before a byte of the body is read. */
  authorize: (request: FastifyRequest) => Promise<Actor>;
  /** Registers the upload routes in the encapsulated context; `actorOf` gives the checked caller. */
  routes: (upload: FastifyInstance, actorOf: (request: FastifyRequest) => Promise<Actor>) => void;
}

/**
 * An encapsulated Fastify context for routes that take a file as the raw body (decisions 223 and
 * 225): only its parser reads the given types, as a Buffer, up to `bodyLimit`; the JSON and text
 * parsers are removed there, and the caller is checked in `onRequest`, so nobody else makes the
 * server buffer a large body. The rest of the API keeps its parsers and its 64 KB limit.
 */
export async function registerRawUpload<Actor>(
  app: FastifyInstance,
  options: RawUploadOptions<Actor>,
): Promise<void> {
  const actors = new WeakMap<FastifyRequest, Actor>();
  await app.register(async (upload) => {
    upload.addHook('onRequest', async (request) => {
      actors.set(request, await options.authorize(request));
    });
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      [...options.contentTypes],
      { parseAs: 'buffer', bodyLimit: options.bodyLimit },
      async (_request: FastifyRequest, body: Buffer) => body,
    );
    options.routes(upload, async (request) => actors.get(request) ?? options.authorize(request));
  });
}

/** The raw body of an upload route, or 415 naming the types it takes. */
export function uploadedBytes(request: FastifyRequest, expected: string): Buffer {
  if (!Buffer.isBuffer(request.body)) {
    throw new HttpError(415, 'unsupported_media_type', `Send the file as ${expected}`);
  }
  return request.body;
}

/** Whether an `If-None-Match` header names `etag` (or `*`), weak or strong. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Sets a public file's cache headers (five minutes, then revalidated by its strong ETag) and
 * answers 304 with no body when the request already holds this version; false otherwise.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('cache-control', 'public, max-age=300').header('etag', etag);
  if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
  reply.status(304).send();
  return true;
}
