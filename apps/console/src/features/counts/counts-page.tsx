/** Placeholder until the screen is built. */
export function CountsPage() {
  return <h1>CountsPage</h1>;
}
