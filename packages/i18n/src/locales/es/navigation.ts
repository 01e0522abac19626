import type { Dictionary } from '../../dictionary';

export const navigation = {
  top_bar: {
    home: 'Inicio',
    professionals: 'Para profesionales',
    logout: 'Cerrar sesión',
  },
  header: {
    logo_alt: 'Ir a la página de inicio de la tienda',
    main_nav: 'Navegación principal',
    shop: 'Tienda',
    order_on_behalf: 'Pedir en nombre de un cliente',
    login: 'Iniciar sesión',
    faq: 'Preguntas frecuentes',
    contact: 'Contacto',
    zoom: 'Zoom! Delivered',
    language: 'Idioma',
    choose_language: 'Elija su idioma',
    my_account: 'Mi cuenta',
    cart: 'Carrito',
    cart_badge: 'Carrito, {{quantity}} artículos',
  },
  mobile_menu: {
    open: 'Abrir menú',
    close: 'Cerrar menú',
    title: 'Menú',
    logout: 'Cerrar sesión',
    professionals: 'Para profesionales',
    sales_contact: 'Contactar con ventas',
  },
  environment_badge: 'Entorno: {{name}}',
} satisfies Dictionary['navigation'];
