import type { Dictionary } from '../../dictionary';

export const orderOnBehalf = {
  title: 'Commander pour un client',
  intro:
    'Trouvez le cabinet pour lequel vous souhaitez commander par son nom, sa ville ou son numéro client.',
  customer_number: 'Numéro client',
  submit: 'Sélectionner le cabinet',
  selected: 'Vous commandez désormais pour {{company}}.',
  to_shop: 'Aller à la boutique',
  find: {
    title: 'Trouver un cabinet',
    label: 'Nom, ville ou numéro client',
    submit: 'Rechercher',
    results: 'Cabinets trouvés',
    none: 'Aucun cabinet pour lequel vous pouvez commander ne correspond à cette recherche.',
    choose: 'Commander pour {{company}}',
  },
  recent: {
    title: 'Vos cabinets récents',
    none: 'Les cabinets pour lesquels vous commandez apparaîtront ici.',
  },
  by_number: 'Ou saisissez un numéro client',
} satisfies Dictionary['order_on_behalf'];
