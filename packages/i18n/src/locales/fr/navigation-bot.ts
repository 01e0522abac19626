import type { Dictionary } from '../../dictionary';

export const navigationBot = {
  'new-order-next-year':
    "Vous avez atteint le nombre maximal de commandes pour cette année. Vous pourrez passer une nouvelle commande l'année prochaine.",
  'next-order-date': 'Vous pourrez passer votre prochaine commande à partir du {{date}}.',
  'sales-rep-ordering-for':
    'Vous commandez pour {{company}} en tant que délégué commercial {{userId}}.',
  'sales-rep-choose-office': 'Choisissez un cabinet client avant de passer commande.',
  'sales-rep-choose-link': 'Choisir un cabinet client',
  'sales-rep-change-link': 'Changer de cabinet client',
} satisfies Dictionary['navigation-bot'];
