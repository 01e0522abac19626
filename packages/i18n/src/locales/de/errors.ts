import type { Dictionary } from '../../dictionary';

export const errors = {
  wrong_services: 'Fehlerhafte Antwort des Dienstes',
  general_error: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  session_expired: 'Ihre Sitzung ist abgelaufen',
  location_has_devices:
    'Geräte an diesem Standort: {{devices}}. Verschieben Sie sie zuerst an einen anderen Standort, oder blenden Sie den Standort aus, damit er mit seinen Daten in Berichten bleibt.',
  location_has_history:
    'Für diesen Standort sind gezählte Daten gespeichert. Blenden Sie ihn stattdessen aus: Seine Daten bleiben in Berichten.',
  licence_already_decided:
    'Über diese Lizenz wurde inzwischen entschieden; ändern Sie die Entscheidung ausdrücklich, um sie zu ersetzen.',
  order_on_behalf: {
    set_office_failed: 'Diese Praxis konnte nicht für die Bestellung im Auftrag gewählt werden.',
    office_not_approved:
      'Die Lizenz dieser Praxis wartet auf Freigabe: Noch kann niemand für sie bestellen.',
  },
  login: {
    failed: 'Anmeldung fehlgeschlagen. Prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.',
    forgot_password: 'Passwort vergessen?',
    customer_service: 'Kundenservice kontaktieren',
  },
  register: {
    success_message:
      'Ihr Konto wurde erstellt. In Ihrer E-Mail finden Sie die Anleitung zur Aktivierung.',
    error_message:
      'Ihr Konto konnte nicht erstellt werden. Prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
    email_in_use: 'Diese E-Mail-Adresse wird bereits verwendet.',
    generic:
      'Beim Erstellen Ihres Kontos ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  },
  contact: {
    success_message: 'Ihre Frage wurde gesendet. Wir melden uns so schnell wie möglich bei Ihnen.',
    error_message:
      'Ihre Frage konnte nicht gesendet werden. Prüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
  },
  forgot: {
    success_message: 'Wir haben Ihnen eine E-Mail mit einer Anleitung gesendet.',
    error_message:
      'Die Anleitung konnte nicht gesendet werden. Prüfen Sie Ihre Eingabe und versuchen Sie es erneut.',
  },
  password: {
    success_message: 'Ihr Passwort wurde geändert.',
    error_message: 'Ihr Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  },
  cart: {
    max_order_price_reached:
      'Damit würde der maximale Bestellwert überschritten. Der Warenkorb wurde nicht geändert.',
    max_product_amount_reached: 'Sie haben die Höchstmenge für dieses Produkt erreicht.',
    max_per_order: 'Von diesem Produkt können Sie höchstens {{max}} pro Bestellung bestellen.',
    max_per_year: 'Von diesem Produkt können Sie höchstens {{max}} pro Jahr bestellen.',
    'max-orders-exceeded':
      'Sie haben die maximale Anzahl an Bestellungen für dieses Jahr erreicht.',
    bundle_incomplete: 'Vervollständigen Sie das Set, bevor Sie Ihre Bestellung absenden.',
    free_only_with_paid:
      'Kostenlose Produkte können nur zusammen mit kostenpflichtigen Produkten bestellt werden.',
    terms_required:
      'Akzeptieren Sie die Verkaufs- und Nutzungsbedingungen, um Ihre Bestellung abzusenden.',
  },
  coupon: {
    invalid: 'Ungültiger Gutscheincode',
    success: 'Gutschein hinzugefügt',
    not_applicable: 'Gutscheine gelten nicht für Sets, Aktions- oder reduzierte Artikel.',
  },
  payment: {
    failed:
      'Bei der Verarbeitung Ihrer Zahlung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich an den Kundenservice.',
  },
  empty: {
    cart: 'Ihr Warenkorb ist leer.',
    no_categories: 'Es konnten keine Kategorien geladen werden.',
    no_results: 'Keine Ergebnisse gefunden.',
    no_filters: 'Keine Filter gefunden.',
  },
  product: {
    max_quantity_reached: 'Höchstmenge erreicht',
    max_amount_reached: 'Maximaler Bestellwert erreicht',
    bundle_full: 'Dieses Set ist vollständig',
  },
  chunk_load: {
    message:
      'Ein Teil dieser Seite konnte nicht geladen werden, weil er fehlt oder das Zeitlimit überschritten wurde.',
    reload: 'Seite neu laden',
  },
  content: {
    bad_request: 'Die Inhaltsanfrage war ungültig.',
    authorization: 'Sie sind nicht berechtigt, diese Inhalte anzuzeigen.',
    repository_not_found: 'Das Inhalts-Repository wurde nicht gefunden.',
    invalid_response: 'Der Inhaltsdienst hat eine ungültige Antwort gesendet.',
  },
  admin: {
    create_failed: 'Erstellen fehlgeschlagen. Bitte versuchen Sie es erneut.',
    create_success: 'Erfolgreich erstellt.',
    update_failed: 'Aktualisieren fehlgeschlagen. Bitte versuchen Sie es erneut.',
    update_success: 'Erfolgreich aktualisiert.',
    edit_failed: 'Ihre Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    edit_success: 'Änderungen erfolgreich gespeichert.',
    delete_failed: 'Löschen fehlgeschlagen. Bitte versuchen Sie es erneut.',
    delete_success: 'Erfolgreich gelöscht.',
    download_failed: 'Download fehlgeschlagen. Bitte versuchen Sie es erneut.',
    download_success: 'Download gestartet.',
  },
} satisfies Dictionary['errors'];
