/** Placeholder until the screen is built. */
export function ProductsPage() {
  return <h1>ProductsPage</h1>;
}
