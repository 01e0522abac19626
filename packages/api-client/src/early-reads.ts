/**
 * Early reads (`@careshop/api-client/early-reads`): the first screen's GETs, sent before the app's
 * code has arrived, and handed to the client's calls for them. An app's document script or entry
 * sends the start-up reads while the rest of the code downloads (the shop's decision 362, the
 * console's decisions 353 and 363) and leaves each one under {@link EARLY_READS_GLOBAL}; the
 * client's `fetch` ({@link earlyReadFetch}) hands a waiting answer to the first call that asks for
 * exactly that address with exactly that session header, once, within {@link EARLY_READ_TTL_MS}.
 * Nothing else changes: the client still checks the answer with the route's schema and a 401
 * still logs out. A module of its own, without imports, so that a small script can bundle it.
 */
export const EARLY_READ_TTL_MS = 10_000;

/**
 * Where the reads wait on the page: `globalThis[EARLY_READS_GLOBAL]`, an {@link EarlyReads}. A
 * plain name and a plain data shape, so a script written by a build, without imports, can fill
 * it too.
 */
export const EARLY_READS_GLOBAL = '__careshopEarlyReads';

/** One read sent early. */
export interface EarlyRead {
  /** The `authorization` header it was sent with, `null` without a session. */
  authorization: string | null;
  answer: Promise<Response>;
  /** `Date.now()` when it was sent. */
  sentAt: number;
}

/** What waits under {@link EARLY_READS_GLOBAL}. */
export interface EarlyReads {
  /** The reads by absolute address, as a `Request` spells it. */
  reads: Record<string, EarlyRead | undefined>;
  /** Whether the first screen's reads were claimed ({@link claimEarlyReads}). */
  claimed?: boolean;
}

function onPage(): EarlyReads {
  const page = globalThis as { [EARLY_READS_GLOBAL]?: EarlyReads };
  page[EARLY_READS_GLOBAL] ??= { reads: {} };
  return page[EARLY_READS_GLOBAL];
}

/**
 * Whether the caller is the one to send the first screen's reads: true once per page, for the
 * first to ask (e.g. of a document script and the entry, each with its own copy of this module),
 * so they are sent once.
 */
export function claimEarlyReads(): boolean {
  const page = onPage();
  if (page.claimed) return false;
  page.claimed = true;
  return true;
}

/**
 * Sends a GET now (`address` as the client will build it, `authorization` the session header it
 * will send, `null` for none); the answer waits for that call.
 */
export function sendEarlyRead(
  address: string,
  authorization: string | null,
  now: () => number = Date.now,
): Promise<Response> {
  // The address as a `Request` spells it, so the client's request finds it.
  const { location } = globalThis as { location?: { href: string } };
  const url = new URL(address, location?.href).href;
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const answer = globalThis.fetch(url, { method: 'GET', headers });
  const { reads } = onPage();
  // A failed early read is forgotten; the call then sends its own request.
  answer.catch(() => {
    delete reads[url];
  });
  reads[url] = { authorization, answer, sentAt: now() };
  return answer;
}

/** How {@link earlyReadFetch} hands the reads over. */
export interface EarlyReadFetchOptions {
  now?: (() => number) | undefined;
  /**
   * Headers the reads were sent without: a call that sets one of them (the shop's
   * `x-order-on-behalf`) is not the call a read was sent for, and goes to the network.
   */
  notWith?: readonly string[] | undefined;
}

/**
 * The API client's `fetch`: a GET sent early, to the same address with the same session header,
 * takes that answer, once; everything else, and a read that failed or is older than
 * {@link EARLY_READ_TTL_MS}, goes to the network as before.
 */
export function earlyReadFetch(options: EarlyReadFetchOptions = {}) {
  const { now = Date.now, notWith = [] } = options;
  return (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const reads = (globalThis as { [EARLY_READS_GLOBAL]?: EarlyReads })[EARLY_READS_GLOBAL]?.reads;
    const early = request.method === 'GET' ? reads?.[request.url] : undefined;
    if (reads && early) {
      delete reads[request.url];
      const fresh = now() - early.sentAt <= EARLY_READ_TTL_MS;
      const sameSession = early.authorization === request.headers.get('authorization');
      if (fresh && sameSession && !notWith.some((name) => request.headers.has(name))) {
        return handOver(
          early.answer.catch(() => globalThis.fetch(request)),
          request.signal,
        );
      }
    }
    return globalThis.fetch(request);
  };
}

/**
 * The answer, unless the call is cancelled first (rejecting as `fetch` does, an `AbortError`),
 * handed over in a task of its own: the early answers are often all there when the app asks, and
 * handed over at once, checking them and starting the session made one long task with the first
 * render (the shop's decision 362).
 */
function handOver(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  const aborted = () => Object.assign(new Error('The call was cancelled'), { name: 'AbortError' });
  return new Promise((resolve, reject) => {
    answer.then((response) => void setTimeout(resolve, 0, response), reject);
    if (signal.aborted) reject(aborted());
    else signal.addEventListener('abort', () => reject(aborted()), { once: true });
  });
}

/** Forgets every waiting read and who claimed them (tests). */
export function forgetEarlyReads(): void {
  delete (globalThis as { [EARLY_READS_GLOBAL]?: EarlyReads })[EARLY_READS_GLOBAL];
}
