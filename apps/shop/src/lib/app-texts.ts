/**
 * Texts the shared dictionaries of `@careshop/i18n` do not have yet: the live limit lines of the
 * cart. Kept here, in all six languages, until the i18n owner moves them into the package (see the
 * shop README, "Left for other packages").
 */
export const appTexts = {
  en: {
    quota_left: '{{amount}} left this year',
    orders_left: 'Orders left this year: {{amount}}',
    cap_left: 'Still to spend: {{amount}}',
  },
  de: {
    quota_left: 'Noch {{amount}} in diesem Jahr',
    orders_left: 'Verbleibende Bestellungen in diesem Jahr: {{amount}}',
    cap_left: 'Noch verfügbar: {{amount}}',
  },
  fr: {
    quota_left: 'Encore {{amount}} cette année',
    orders_left: 'Commandes restantes cette année : {{amount}}',
    cap_left: 'Reste à dépenser : {{amount}}',
  },
  es: {
    quota_left: 'Quedan {{amount}} este año',
    orders_left: 'Pedidos restantes este año: {{amount}}',
    cap_left: 'Queda por gastar: {{amount}}',
  },
  nl: {
    quota_left: 'Nog {{amount}} dit jaar',
    orders_left: 'Resterende bestellingen dit jaar: {{amount}}',
    cap_left: 'Nog te besteden: {{amount}}',
  },
  it: {
    quota_left: "Ancora {{amount}} quest'anno",
    orders_left: "Ordini rimanenti quest'anno: {{amount}}",
    cap_left: 'Ancora da spendere: {{amount}}',
  },
} as const;
