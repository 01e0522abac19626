/**
 * The start-up reads, sent by the document's preload script before the app's code has arrived
 * (decision 362; the script: `build/first-screen-preload.ts`). On a cold visit the app asks for
 * the hostname config and, with a stored session, the user, the products and the categories as
 * soon as its entry runs (decisions 101, 255), but the entry is the ~85 KB `first-visit` chunk:
 * those calls left only once it had arrived and run, and the first screen waited one more round
 * trip after that. The preload script (1 KB, `async`) sends the same GETs (same address, same
 * session header) while the entry downloads and leaves each answer under
 * {@link EARLY_READS_GLOBAL}; the API client's `fetch` ({@link earlyReadFetch}) hands a waiting
 * answer to the first call that asks for exactly that address with exactly that session header,
 * once, within {@link EARLY_READ_TTL_MS}. Nothing else changes: the client still checks the
 * answer with the route's schema, a 401 still logs out, start-up still decides the session from
 * the user's answer. As the console's early reads (decision 353), but sent by the document.
 */
export const EARLY_READ_TTL_MS = 10_000;

/** Where the preload script leaves its reads: `window[EARLY_READS_GLOBAL][absoluteUrl]`. */
export const EARLY_READS_GLOBAL = '__careshopEarlyReads';

/** One read the preload script sent. */
export interface EarlyRead {
  /** The `authorization` header it was sent with, `null` without a session. */
  authorization: string | null;
  answer: Promise<Response>;
  /** `Date.now()` when it was sent. */
  sentAt: number;
}

type EarlyReads = Record<string, EarlyRead | undefined>;

function waitingReads(): EarlyReads | undefined {
  return (globalThis as unknown as Record<string, EarlyReads | undefined>)[EARLY_READS_GLOBAL];
}

/**
 * The API client's `fetch`: a GET the document has already sent, to the same address with the
 * same session header and no other header the read lacked (the order-on-behalf office), takes
 * that answer, once; everything else, and a read that failed or is older than
 * {@link EARLY_READ_TTL_MS}, goes to the network as before.
 */
export function earlyReadFetch(now: () => number = Date.now) {
  return (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const reads = request.method === 'GET' ? waitingReads() : undefined;
    const early = reads?.[request.url];
    if (reads && early) {
      delete reads[request.url];
      const fresh = now() - early.sentAt <= EARLY_READ_TTL_MS;
      const sameSession = early.authorization === request.headers.get('authorization');
      if (fresh && sameSession && !request.headers.has('x-order-on-behalf')) {
        return withSignal(
          early.answer.catch(() => globalThis.fetch(request)),
          request.signal,
        );
      }
    }
    return globalThis.fetch(request);
  };
}

/**
 * The answer, unless the call is cancelled first (rejecting as `fetch` does, an `AbortError`). It
 * is handed over in a task of its own: the early answers are often all there when the app asks,
 * and handed over at once, checking them and starting the session made one long task with the
 * first render.
 */
function withSignal(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  const aborted = () => Object.assign(new Error('The call was cancelled'), { name: 'AbortError' });
  return new Promise((resolve, reject) => {
    answer.then((response) => setTimeout(() => resolve(response), 0), reject);
    if (signal.aborted) reject(aborted());
    else signal.addEventListener('abort', () => reject(aborted()), { once: true });
  });
}
