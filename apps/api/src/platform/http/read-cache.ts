import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * How long a hot read's answer may be served from this process's memory (decision 240). A write
 * made through this process (any POST, PUT, PATCH or DELETE under /api but a device push) forgets
 * every cached answer at once, so a process always reads its own writes; a write made by another
 * API process, the CLI or straight in SQL shows within this bound. It is the session cache's bound
 * (decision 224), so "at most a second behind another process" holds for every cached read.
 */
export const readCacheMs = 1000;

const defaultMaxEntries = 10_000;

/** One cached answer: JSON bytes as the response serializer would send them, and their ETag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  /** Compressed copies, made the first time a client asks for them. */
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

interface Entry<V> {
  value: Promise<V>;
  until: number;
  /** The value has arrived (only then may a refresh start). */
  settled: boolean;
  /** A refresh started shortly before `until`, so no request waits when the value expires. */
  next?: Promise<V>;
}

/** Options of {@link ReadCache.get}. */
export interface ReadOptions<V> {
  /** Whether a loaded value may be kept (a session that was not found is not). */
  keep?: (value: V) => boolean;
}

/**
 * How long before its end a value in use is loaded again in the background: when it expires, the
 * next value is already there (or on its way), and no request pays for the load.
 */
const refreshAheadMs = 200;

/**
 * Answers of hot read calls kept in memory for at most {@link readCacheMs}, keyed by what the
 * answer depends on. One per server (tests run several servers in one process on different
 * databases, so ids must never be shared between them). Concurrent misses of one key share one
 * load: when an answer expires under load, one request reads the database, not fifty. A value
 * still in use in its last {@link refreshAheadMs} is loaded again in the background, so under
 * steady load no request waits for the database at all; no value is ever served past
 * {@link readCacheMs} from the start of its load.
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry<unknown>>();
  readonly #maxEntries: number;
  readonly #now: () => number;
  #generation = 0;

  /**
   * `maxEntries` bounds the memory (past it the cache starts over); `now` is the clock in
   * milliseconds (`performance.now` unless a test drives it).
   */
  constructor(options: { maxEntries?: number; now?: () => number } = {}) {
    this.#maxEntries = options.maxEntries ?? defaultMaxEntries;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Number of cached answers (tests, diagnostics). */
  get size(): number {
    return this.#entries.size;
  }

  /** Forgets every cached answer: a write is starting or has just been committed. */
  forget(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** Forgets one cached answer, so the next read loads it again. */
  drop(key: string): void {
    this.#entries.delete(key);
  }

  /**
   * The cached value for `key`, else `load()`'s, kept for {@link readCacheMs} from the start of
   * the load unless a write began or ended while it was loading (it may hold what the write
   * changed); a failed load is not kept, nor a value `keep` refuses.
   */
  get<V>(key: string, load: () => Promise<V>, options: ReadOptions<V> = {}): Promise<V> {
    const clock = this.#now();
    const hit = this.#entries.get(key) as Entry<V> | undefined;
    if (hit) {
      if (hit.until > clock) {
        if (hit.settled && !hit.next && hit.until - clock < refreshAheadMs) {
          this.#refresh(key, hit, load, options, clock);
        }
        return hit.value;
      }
      // Expired while its refresh, started before the end, is on its way: that one is fresh.
      if (hit.next) return hit.next;
    }
    return this.#load(key, load, options, clock);
  }

  #load<V>(key: string, load: () => Promise<V>, options: ReadOptions<V>, clock: number) {
    const generation = this.#generation;
    const entry: Entry<V> = { value: load(), until: clock + readCacheMs, settled: false };
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(key, entry);
    const release = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    entry.value.then((value) => {
      entry.settled = true;
      if (generation !== this.#generation || options.keep?.(value) === false) release();
    }, release);
    return entry.value;
  }

  #refresh<V>(
    key: string,
    entry: Entry<V>,
    load: () => Promise<V>,
    options: ReadOptions<V>,
    clock: number,
  ): void {
    const generation = this.#generation;
    const next = load();
    entry.next = next;
    const current = () => generation === this.#generation && this.#entries.get(key) === entry;
    next.then(
      (value) => {
        if (!current()) return;
        if (options.keep?.(value) === false) {
          this.#entries.delete(key);
          return;
        }
        this.#entries.set(key, { value: next, until: clock + readCacheMs, settled: true });
      },
      () => {
        if (current()) entry.next = undefined;
      },
    );
  }
}

/**
 * `value` as the response serializer writes it for `schema` (fastify-type-provider-zod encodes
 * with the schema, then stringifies): a cached answer is byte for byte the uncached one.
 */
export function serializeAs<S extends z.core.$ZodType>(schema: S, value: z.output<S>): string {
  return JSON.stringify(z.encode(schema, value));
}

/** Wraps serialized JSON as a cacheable body with a strong ETag of its bytes. */
export function cachedBody(json: string): CachedBody {
  const body = Buffer.from(json);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body, etag, encoded: new Map() };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Answers below this many bytes go out as they are: compressing them saves less than it costs. */
export const compressThreshold = 1024;

function encode(entry: CachedBody, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let encoded = entry.encoded.get(encoding);
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotli(entry.body, {
            params: {
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              // Made once per change and sent many times: worth more effort than a live answer.
              [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          })
        : gzipAsync(entry.body, { level: 9 });
    entry.encoded.set(encoding, encoded);
  }
  return encoded;
}

// br first: its answers are smaller than gzip's for the same JSON. No cache of parsed headers: a
// client could fill it with distinct Accept-Encoding values.
const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * Sends a cached JSON answer, compressed once per change when the client accepts br or gzip.
 * `revalidate`: the browser may keep it but must ask again each time (`private, no-cache`, with
 * the ETag; a 304 when the client already holds these bytes): the catalogue. `no-store`: an answer
 * with personal data, which no browser keeps (decision 147): the profile.
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  browser: 'revalidate' | 'no-store',
): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding');
  if (browser === 'revalidate') {
    reply.header('etag', entry.etag).header('cache-control', 'private, no-cache');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) {
      return reply.status(304).send();
    }
  }
  reply.type('application/json; charset=utf-8');
  const encoding =
    entry.body.length >= compressThreshold
      ? (encodings.negotiate(request.headers['accept-encoding'] ?? '') ?? undefined)
      : undefined;
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(await encode(entry, encoding));
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
