/** Top bar, sticky header, mobile menu and environment badge. */
export const navigation = {
  top_bar: {
    home: 'Home',
    professionals: 'For professionals',
    logout: 'Log out',
  },
  header: {
    logo_alt: 'Go to the shop home page',
    main_nav: 'Main navigation',
    shop: 'Shop',
    order_on_behalf: 'Order on behalf',
    login: 'Log in',
    faq: 'FAQ',
    contact: 'Contact',
    zoom: 'Zoom! Delivered',
    language: 'Language',
    choose_language: 'Choose your language',
    my_account: 'My account',
    cart: 'Cart',
    cart_badge: 'Cart, {{quantity}} items',
  },
  mobile_menu: {
    open: 'Open menu',
    close: 'Close menu',
    title: 'Menu',
    logout: 'Log out',
    professionals: 'For professionals',
    sales_contact: 'Contact sales',
  },
  environment_badge: 'Environment: {{name}}',
};
