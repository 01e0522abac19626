/** Placeholder until the screen is built. */
export function ProductPage() {
  return <h1>ProductPage</h1>;
}
