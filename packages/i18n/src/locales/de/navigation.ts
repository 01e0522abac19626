import type { Dictionary } from '../../dictionary';

export const navigation = {
  top_bar: {
    home: 'Startseite',
    professionals: 'Für Fachkräfte',
    logout: 'Abmelden',
  },
  header: {
    logo_alt: 'Zur Startseite des Shops',
    main_nav: 'Hauptnavigation',
    shop: 'Shop',
    order_on_behalf: 'Im Auftrag bestellen',
    login: 'Anmelden',
    faq: 'FAQ',
    contact: 'Kontakt',
    zoom: 'Zoom! Delivered',
    language: 'Sprache',
    choose_language: 'Sprache wählen',
    my_account: 'Mein Konto',
    cart: 'Warenkorb',
    cart_badge: 'Warenkorb, {{quantity}} Artikel',
  },
  mobile_menu: {
    open: 'Menü öffnen',
    close: 'Menü schließen',
    title: 'Menü',
    logout: 'Abmelden',
    professionals: 'Für Fachkräfte',
    sales_contact: 'Vertrieb kontaktieren',
  },
  environment_badge: 'Umgebung: {{name}}',
} satisfies Dictionary['navigation'];
