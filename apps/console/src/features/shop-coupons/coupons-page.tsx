/** Placeholder until the screen is built. */
export function CouponsPage() {
  return <h1>CouponsPage</h1>;
}
