import type { Dictionary } from '../../dictionary';

export const navigation = {
  top_bar: {
    home: 'Home',
    professionals: 'Voor professionals',
    logout: 'Uitloggen',
  },
  header: {
    logo_alt: 'Naar de startpagina van de shop',
    main_nav: 'Hoofdnavigatie',
    shop: 'Shop',
    order_on_behalf: 'Bestellen namens klant',
    login: 'Inloggen',
    faq: 'Veelgestelde vragen',
    contact: 'Contact',
    zoom: 'Zoom! Delivered',
    language: 'Taal',
    choose_language: 'Kies uw taal',
    my_account: 'Mijn account',
    cart: 'Winkelwagen',
    cart_badge: 'Winkelwagen, {{quantity}} artikelen',
  },
  mobile_menu: {
    open: 'Menu openen',
    close: 'Menu sluiten',
    title: 'Menu',
    logout: 'Uitloggen',
    professionals: 'Voor professionals',
    sales_contact: 'Contact met verkoop',
  },
  environment_badge: 'Omgeving: {{name}}',
} satisfies Dictionary['navigation'];
