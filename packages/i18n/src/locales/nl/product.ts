import type { Dictionary } from '../../dictionary';

export const product = {
  code: 'Productcode: {{ctn}}',
  description: 'Beschrijving',
  technical_specifications: 'Technische specificaties',
  related_products: 'Gerelateerde producten',
  accessories: 'Accessoires',
  download_pdf: 'Pdf downloaden',
  add_to_cart: 'In winkelwagen',
  update_cart: 'Winkelwagen bijwerken',
  in_cart: 'In winkelwagen: {{quantity}}',
  view_details: 'Details bekijken',
  back_to_shop: 'Terug naar de shop',
  /** The add-to-cart confirmation, announced to screen readers (decision 249). */
  added: '{{quantity}} × {{name}} toegevoegd aan winkelwagen',
  view_cart: 'Winkelwagen bekijken',
  /** The product page's images (decision 248). */
  gallery: { label: 'Afbeeldingen van {{name}}', show: 'Afbeelding {{number}} tonen: {{name}}' },
  price_free: 'Gratis',
  free_with_paid: 'Gratis producten kunnen alleen samen met betaalde producten worden besteld.',
  availability: {
    in_stock: 'Op voorraad',
    low_stock: 'Beperkte voorraad',
    out_of_stock: 'Niet op voorraad',
    not_available_online: 'Niet online verkrijgbaar',
    download_only: 'Alleen als download',
    available_again_on: 'Weer verkrijgbaar op {{date}}',
    available_next_year: 'Volgend jaar weer verkrijgbaar',
    available_after_validation: 'Verkrijgbaar zodra uw account is gevalideerd',
  },
  bundle: {
    title: 'Pakket',
    add: 'Pakket toevoegen',
    change: 'Pakket wijzigen',
    full: 'Pakket vol',
    progress: '{{selected}} van {{size}} producten gekozen',
  },
} satisfies Dictionary['product'];
