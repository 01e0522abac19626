type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The "try again" of a start-up restore that failed (decision 234). The layout asks for it; the
 * session wiring, which holds the services, answers. A module of its own so the layout does not
 * import the wiring (which imports the router, which imports the layout).
 */
export function onRestoreRetry(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Restores the session again (the button on the start-up notice). */
export function retryRestore(): void {
  for (const listener of listeners) listener();
}
