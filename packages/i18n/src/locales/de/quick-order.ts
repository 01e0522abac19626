import type { Dictionary } from '../../dictionary';

export const quickOrder = {
  title: 'Schnellbestellung',
  intro:
    'Geben Sie ein Produkt pro Zeile ein oder fügen Sie es ein: Produktcode, SKU oder Teilenummer, dann die Menge, getrennt durch ein Leerzeichen, einen Tabulator, ein Komma oder ein Semikolon, so wie aus einer Tabelle kopiert. Ein Code allein bestellt ein Stück.',
  lines_label: 'Produktcodes und Mengen',
  lines_help: 'Zum Beispiel: SCFBF001 2',
  file_label: 'Oder eine CSV-Datei hochladen',
  file_help: 'Ein Produkt pro Zeile: Code, Menge. Höchstens {{max}} Zeilen.',
  file_loaded: '{{name}} wurde in das Feld oben geladen.',
  file_too_big: 'Diese Datei ist zu groß: höchstens {{size}} KB.',
  file_unreadable:
    'Diese Datei konnte nicht gelesen werden. Speichern Sie sie als CSV oder Text und versuchen Sie es erneut.',
  header_skipped: 'Zeile {{row}} wurde als Spaltenüberschriften gelesen und ausgelassen.',
  lines_skipped:
    'Nur die ersten {{max}} Zeilen werden geprüft; {{count}} weitere wurden ausgelassen.',
  clear: 'Zeilen leeren',
  checked_lines: 'Geprüfte Zeilen',
  empty: 'Die Zeilen, die Sie eingeben, einfügen oder hochladen, werden hier sofort geprüft.',
  checking: 'Die Grenzen werden beim Shop geprüft…',
  check_failed:
    'Der Shop konnte die Grenzen gerade nicht prüfen; der Warenkorb prüft sie noch einmal.',
  row: 'Zeile {{row}}',
  statuses: {
    all: 'Kann hinzugefügt werden',
    part: '{{adding}} von {{quantity}} können hinzugefügt werden',
    none: 'Kann nicht hinzugefügt werden',
  },
  limits: {
    per_order: 'Höchstens {{max}} pro Bestellung',
  },
  in_cart: 'Bereits im Warenkorb: {{quantity}}',
  problems: {
    missing_code: 'Diese Zeile hat keinen Produktcode.',
    code_too_long: 'Dieser Produktcode ist zu lang: höchstens {{max}} Zeichen.',
    invalid_quantity: 'Die Menge muss eine ganze Zahl sein, zum Beispiel 2.',
    quantity_too_small: 'Die Menge muss mindestens 1 sein.',
    quantity_too_big: 'Die Menge darf höchstens {{max}} sein.',
    unknown_code: 'Kein Produkt dieses Shops hat den Code {{code}}.',
  },
  reasons: {
    unknown_product: 'Dieses Produkt wird in diesem Shop nicht mehr verkauft.',
    insufficient_stock: 'Nur {{stock}} auf Lager.',
    not_available_yet: 'Dieses Produkt kann noch nicht bestellt werden.',
    max_order_price_reached: 'Der maximale Bestellwert von {{amount}} würde überschritten.',
    cannot_order: 'Dieses Produkt kann derzeit nicht bestellt werden.',
  },
  add_all: 'Alle in den Warenkorb',
  nothing_to_add: 'Noch kann keine Zeile hinzugefügt werden.',
  added: 'In den Warenkorb gelegte Zeilen: {{count}}.',
  left_to_fix:
    'Die Zeilen, die nicht hinzugefügt werden konnten, stehen weiter im Feld, jeweils mit dem Grund.',
  view_cart: 'Warenkorb ansehen',
} satisfies Dictionary['quick_order'];
