import type { Dictionary } from '../../dictionary';

export const product = {
  code: 'Codice prodotto: {{ctn}}',
  description: 'Descrizione',
  technical_specifications: 'Specifiche tecniche',
  related_products: 'Prodotti correlati',
  accessories: 'Accessori',
  download_pdf: 'Scarica il PDF',
  add_to_cart: 'Aggiungi al carrello',
  update_cart: 'Aggiorna il carrello',
  in_cart: 'Nel carrello: {{quantity}}',
  view_details: 'Vedi i dettagli',
  back_to_shop: 'Torna al negozio',
  /** The add-to-cart confirmation, announced to screen readers (decision 249). */
  added: '{{quantity}} × {{name}} aggiunto al carrello',
  view_cart: 'Vedi carrello',
  /** The product page's images (decision 248). */
  gallery: { label: 'Immagini di {{name}}', show: 'Mostra immagine {{number}}: {{name}}' },
  price_free: 'Gratuito',
  free_with_paid:
    'I prodotti gratuiti possono essere ordinati solo insieme a prodotti a pagamento.',
  availability: {
    in_stock: 'Disponibile',
    low_stock: 'Scorte limitate',
    out_of_stock: 'Esaurito',
    not_available_online: 'Non disponibile online',
    download_only: 'Solo download',
    available_again_on: 'Di nuovo disponibile dal {{date}}',
    available_next_year: 'Di nuovo disponibile il prossimo anno',
    available_after_validation: 'Disponibile dopo la convalida del tuo account',
  },
  bundle: {
    title: 'Kit',
    add: 'Aggiungi il kit',
    change: 'Modifica il kit',
    full: 'Kit completo',
    progress: '{{selected}} prodotti selezionati su {{size}}',
  },
} satisfies Dictionary['product'];
