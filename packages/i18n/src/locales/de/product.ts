import type { Dictionary } from '../../dictionary';

export const product = {
  code: 'Produktcode: {{ctn}}',
  description: 'Beschreibung',
  technical_specifications: 'Technische Daten',
  related_products: 'Ähnliche Produkte',
  accessories: 'Zubehör',
  download_pdf: 'PDF herunterladen',
  add_to_cart: 'In den Warenkorb',
  update_cart: 'Warenkorb aktualisieren',
  in_cart: 'Im Warenkorb: {{quantity}}',
  view_details: 'Details ansehen',
  back_to_shop: 'Zurück zum Shop',
  /** The add-to-cart confirmation, announced to screen readers (decision 249). */
  added: '{{quantity}} × {{name}} in den Warenkorb gelegt',
  view_cart: 'Warenkorb ansehen',
  /** The product page's images (decision 248). */
  gallery: { label: 'Bilder von {{name}}', show: 'Bild {{number}} zeigen: {{name}}' },
  price_free: 'Kostenlos',
  free_with_paid:
    'Kostenlose Produkte können nur zusammen mit kostenpflichtigen Produkten bestellt werden.',
  availability: {
    in_stock: 'Auf Lager',
    low_stock: 'Nur noch wenige verfügbar',
    out_of_stock: 'Nicht auf Lager',
    not_available_online: 'Online nicht erhältlich',
    download_only: 'Nur als Download',
    available_again_on: 'Wieder erhältlich ab {{date}}',
    available_next_year: 'Im nächsten Jahr wieder erhältlich',
    available_after_validation: 'Erhältlich, sobald Ihr Konto bestätigt wurde',
  },
  bundle: {
    title: 'Set',
    add: 'Set hinzufügen',
    change: 'Set ändern',
    full: 'Set vollständig',
    progress: '{{selected}} von {{size}} Produkten ausgewählt',
  },
} satisfies Dictionary['product'];
