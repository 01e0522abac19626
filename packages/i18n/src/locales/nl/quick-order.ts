import type { Dictionary } from '../../dictionary';

export const quickOrder = {
  title: 'Snel bestellen',
  intro:
    'Typ of plak één product per regel: de productcode, SKU of het onderdeelnummer en daarna het aantal, gescheiden door een spatie, een tab, een komma of een puntkomma, zoals gekopieerd uit een spreadsheet. Een code zonder aantal bestelt één stuk.',
  lines_label: 'Productcodes en aantallen',
  lines_help: 'Bijvoorbeeld: SCFBF001 2',
  file_label: 'Of upload een CSV-bestand',
  file_help: 'Eén product per regel: code, aantal. Maximaal {{max}} regels.',
  file_loaded: '{{name}} is in het veld hierboven geladen.',
  file_too_big: 'Dit bestand is te groot: maximaal {{size}} kB.',
  file_unreadable:
    'Dit bestand kon niet worden gelezen. Sla het op als CSV of tekst en probeer het opnieuw.',
  header_skipped: 'Regel {{row}} is gelezen als kolomtitels en overgeslagen.',
  lines_skipped:
    'Alleen de eerste {{max}} regels worden gecontroleerd; {{count}} andere zijn overgeslagen.',
  clear: 'Regels wissen',
  checked_lines: 'Gecontroleerde regels',
  empty: 'De regels die u typt, plakt of uploadt, worden hier meteen gecontroleerd.',
  checking: 'De limieten worden bij de winkel gecontroleerd…',
  check_failed:
    'De winkel kon de limieten nu niet controleren; de winkelwagen controleert ze opnieuw.',
  row: 'Regel {{row}}',
  statuses: {
    all: 'Kan worden toegevoegd',
    part: '{{adding}} van {{quantity}} kunnen worden toegevoegd',
    none: 'Kan niet worden toegevoegd',
  },
  limits: {
    per_order: 'Maximaal {{max}} per bestelling',
  },
  in_cart: 'Al in de winkelwagen: {{quantity}}',
  problems: {
    missing_code: 'Deze regel heeft geen productcode.',
    code_too_long: 'Deze productcode is te lang: maximaal {{max}} tekens.',
    invalid_quantity: 'Het aantal moet een geheel getal zijn, bijvoorbeeld 2.',
    quantity_too_small: 'Het aantal moet minstens 1 zijn.',
    quantity_too_big: 'Het aantal mag maximaal {{max}} zijn.',
    unknown_code: 'Geen product van deze winkel heeft de code {{code}}.',
  },
  reasons: {
    unknown_product: 'Dit product wordt niet meer verkocht in deze winkel.',
    insufficient_stock: 'Nog maar {{stock}} op voorraad.',
    not_available_yet: 'Dit product kan nog niet worden besteld.',
    max_order_price_reached: 'De maximale bestelwaarde van {{amount}} zou worden overschreden.',
    cannot_order: 'Dit product kan op dit moment niet worden besteld.',
  },
  add_all: 'Alles in de winkelwagen',
  nothing_to_add: 'Er kan nog geen regel worden toegevoegd.',
  added: 'Regels toegevoegd aan de winkelwagen: {{count}}.',
  left_to_fix:
    'De regels die niet konden worden toegevoegd, staan nog in het veld, elk met de reden.',
  view_cart: 'Winkelwagen bekijken',
} satisfies Dictionary['quick_order'];
