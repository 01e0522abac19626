/** Placeholder until the screen is built. */
export function PromosPage() {
  return <h1>PromosPage</h1>;
}
