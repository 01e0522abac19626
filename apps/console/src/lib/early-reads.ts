/**
 * The first screen's reads, sent by the app's entry before the screen's code has arrived
 * (decision 353; which reads: `app/first-screen-reads.ts`). A cold visit behind the login used to
 * ask for `/console/me` only once the console's shared chunk had loaded and run, and for the
 * screen's data only after that answer: a
 * waterfall of two round trips behind the largest download. Here the entry sends the same GETs
 * (same address, same session header) at once, and the API client's `fetch`
 * ({@link earlyReadFetch}) hands a waiting answer to the first call that asks for exactly that
 * address with exactly that session, once, within {@link EARLY_READ_TTL_MS}. Nothing else
 * changes: the client still checks the answer with the route's schema, a 401 still logs out, and
 * the router still decides from `/console/me` what the user may open. A read the screen does not
 * make (an action the user's level lacks) is simply never taken, and the server refuses it as it
 * would any call.
 */
export const EARLY_READ_TTL_MS = 10_000;

interface EarlyRead {
  authorization: string;
  answer: Promise<Response>;
  sentAt: number;
}

/**
 * The reads in flight, on the page's global object: the document's preload script sends them with
 * its own copy of this module (decision 363), the entry's API client takes them with this one.
 */
interface EarlyReads {
  waiting: Map<string, EarlyRead>;
  /** Whether the first screen's reads were sent (by the document's script or by the entry). */
  claimed: boolean;
}
const SHARED = Symbol.for('careshop.console.early-reads');
const onPage = globalThis as { [SHARED]?: EarlyReads };
onPage[SHARED] ??= { waiting: new Map(), claimed: false };
const shared: EarlyReads = onPage[SHARED];
const { waiting } = shared;

/**
 * Whether the caller is the one to send the first screen's reads: true once per page, for the
 * first of the document's preload script and the entry to ask, so they are sent once.
 */
export function claimEarlyReads(): boolean {
  if (shared.claimed) return false;
  shared.claimed = true;
  return true;
}

/**
 * Sends a GET for the first screen now (`url` as the client will build it, `authorization` the
 * session header it will send); the answer waits for that call.
 */
export function sendEarlyRead(
  address: string,
  authorization: string,
  now: () => number = Date.now,
): Promise<Response> {
  // The address as a `Request` spells it, so the client's request finds it.
  const url = new URL(address, globalThis.location?.href).href;
  const answer = globalThis.fetch(url, { method: 'GET', headers: { authorization } });
  // A failed early read is forgotten; the call then sends its own request.
  answer.catch(() => waiting.delete(url));
  waiting.set(url, { authorization, answer, sentAt: now() });
  return answer;
}

/**
 * The API client's `fetch`: a GET the entry has already sent, for the same address and the same
 * session, takes that answer (once); everything else goes to the network as before.
 */
export function earlyReadFetch(now: () => number = Date.now) {
  return (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const early = request.method === 'GET' ? waiting.get(request.url) : undefined;
    if (early) {
      waiting.delete(request.url);
      const fresh = now() - early.sentAt <= EARLY_READ_TTL_MS;
      if (fresh && early.authorization === request.headers.get('authorization')) {
        return withSignal(
          early.answer.catch(() => globalThis.fetch(request)),
          request.signal,
        );
      }
    }
    return globalThis.fetch(request);
  };
}

/** The answer, unless the call is cancelled first (rejecting as `fetch` does, an `AbortError`). */
function withSignal(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  const aborted = () => Object.assign(new Error('The call was cancelled'), { name: 'AbortError' });
  return new Promise((resolve, reject) => {
    answer.then(resolve, reject);
    if (signal.aborted) reject(aborted());
    else signal.addEventListener('abort', () => reject(aborted()), { once: true });
  });
}

/** Forgets every waiting read and who sent them (tests). */
export function forgetEarlyReads(): void {
  waiting.clear();
  shared.claimed = false;
}
