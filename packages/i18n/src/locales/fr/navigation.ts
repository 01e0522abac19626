import type { Dictionary } from '../../dictionary';

export const navigation = {
  top_bar: {
    home: 'Accueil',
    professionals: 'Espace professionnels',
    logout: 'Se déconnecter',
  },
  header: {
    logo_alt: "Aller à la page d'accueil de la boutique",
    main_nav: 'Navigation principale',
    shop: 'Boutique',
    order_on_behalf: 'Commander pour un client',
    login: 'Se connecter',
    faq: 'FAQ',
    contact: 'Contact',
    zoom: 'Zoom! Delivered',
    language: 'Langue',
    choose_language: 'Choisissez votre langue',
    my_account: 'Mon compte',
    cart: 'Panier',
    cart_badge: 'Panier, {{quantity}} articles',
  },
  mobile_menu: {
    open: 'Ouvrir le menu',
    close: 'Fermer le menu',
    title: 'Menu',
    logout: 'Se déconnecter',
    professionals: 'Espace professionnels',
    sales_contact: 'Contacter le service commercial',
  },
  environment_badge: 'Environnement : {{name}}',
} satisfies Dictionary['navigation'];
