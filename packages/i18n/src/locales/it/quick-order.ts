import type { Dictionary } from '../../dictionary';

export const quickOrder = {
  title: 'Ordine rapido',
  intro:
    'Digita o incolla un prodotto per riga: il codice prodotto, lo SKU o il codice articolo, poi la quantità, separati da uno spazio, una tabulazione, una virgola o un punto e virgola, come copiati da un foglio di calcolo. Un codice da solo ordina un pezzo.',
  lines_label: 'Codici prodotto e quantità',
  lines_help: 'Per esempio: SCFBF001 2',
  file_label: 'Oppure carica un file CSV',
  file_help: 'Un prodotto per riga: codice, quantità. Al massimo {{max}} righe.',
  file_loaded: '{{name}} è stato caricato nel campo qui sopra.',
  file_too_big: 'Questo file è troppo grande: al massimo {{size}} KB.',
  file_unreadable: 'Non è stato possibile leggere questo file. Salvalo come CSV o testo e riprova.',
  header_skipped: 'La riga {{row}} è stata letta come titoli di colonna e tralasciata.',
  lines_skipped:
    'Vengono controllate solo le prime {{max}} righe; altre {{count}} sono state tralasciate.',
  clear: 'Cancella le righe',
  checked_lines: 'Righe controllate',
  empty: 'Le righe che digiti, incolli o carichi vengono controllate qui subito.',
  checking: 'Controllo dei limiti presso il negozio…',
  check_failed:
    'Il negozio non ha potuto controllare i limiti in questo momento; il carrello li controllerà di nuovo.',
  row: 'Riga {{row}}',
  statuses: {
    all: 'Si può aggiungere',
    part: 'Se ne possono aggiungere {{adding}} su {{quantity}}',
    none: 'Non si può aggiungere',
  },
  limits: {
    per_order: 'Al massimo {{max}} per ordine',
  },
  in_cart: 'Già nel carrello: {{quantity}}',
  problems: {
    missing_code: 'Questa riga non ha un codice prodotto.',
    code_too_long: 'Questo codice prodotto è troppo lungo: al massimo {{max}} caratteri.',
    invalid_quantity: 'La quantità deve essere un numero intero, per esempio 2.',
    quantity_too_small: 'La quantità deve essere almeno 1.',
    quantity_too_big: 'La quantità può essere al massimo {{max}}.',
    unknown_code: 'Nessun prodotto di questo negozio ha il codice {{code}}.',
  },
  reasons: {
    unknown_product: 'Questo prodotto non è più venduto in questo negozio.',
    insufficient_stock: 'Solo {{stock}} in magazzino.',
    not_available_yet: 'Questo prodotto non si può ancora ordinare.',
    max_order_price_reached: "L'importo massimo dell'ordine di {{amount}} verrebbe superato.",
    cannot_order: 'Questo prodotto non si può ordinare in questo momento.',
  },
  add_all: 'Aggiungi tutto al carrello',
  nothing_to_add: 'Nessuna riga si può ancora aggiungere.',
  added: 'Righe aggiunte al carrello: {{count}}.',
  left_to_fix:
    'Le righe che non è stato possibile aggiungere restano nel campo, ognuna con il motivo.',
  view_cart: 'Vedi il carrello',
} satisfies Dictionary['quick_order'];
