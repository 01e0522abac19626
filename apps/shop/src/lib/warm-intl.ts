/**
 * Builds a throwaway `Intl.Collator` and a currency `Intl.NumberFormat`, each in a task of its
 * own, so that the catalogue's first render finds ICU's data loaded (issue 15, Total Blocking
 * Time). The first of each kind in a page costs 20–30 ms at Lighthouse's 4x CPU slowdown, whatever
 * the locale, because ICU loads its collation and number data then; later ones, in any locale,
 * cost well under a millisecond. The listing sorts with a collator and every card formats a price,
 * so without this both costs landed inside the render's long task. Called where the catalogue's
 * calls start (the session restore, the catalogue's route loaders); once per page load. A timer
 * task runs before the catalogue's answer can arrive, as that needs a round trip.
 */
export function warmIntl(): void {
  if (warmed) return;
  warmed = true;
  setTimeout(() => new Intl.Collator('en'), 0);
  setTimeout(() => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }), 0);
}

let warmed = false;
