import type { Dictionary } from '../../dictionary';

export const navigation = {
  top_bar: {
    home: 'Home',
    professionals: 'Per i professionisti',
    logout: 'Esci',
  },
  header: {
    logo_alt: 'Vai alla home page del negozio',
    main_nav: 'Navigazione principale',
    shop: 'Negozio',
    order_on_behalf: 'Ordina per conto di un cliente',
    login: 'Accedi',
    faq: 'Domande frequenti',
    contact: 'Contatti',
    zoom: 'Zoom! Delivered',
    language: 'Lingua',
    choose_language: 'Scegli la lingua',
    my_account: 'Il mio account',
    cart: 'Carrello',
    cart_badge: 'Carrello, {{quantity}} articoli',
  },
  mobile_menu: {
    open: 'Apri il menu',
    close: 'Chiudi il menu',
    title: 'Menu',
    logout: 'Esci',
    professionals: 'Per i professionisti',
    sales_contact: "Contatta l'ufficio vendite",
  },
  environment_badge: 'Ambiente: {{name}}',
} satisfies Dictionary['navigation'];
