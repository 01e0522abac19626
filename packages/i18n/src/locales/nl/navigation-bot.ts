import type { Dictionary } from '../../dictionary';

export const navigationBot = {
  'new-order-next-year':
    'U hebt het maximale aantal bestellingen voor dit jaar bereikt. Volgend jaar kunt u weer een nieuwe bestelling plaatsen.',
  'next-order-date': 'U kunt uw volgende bestelling plaatsen vanaf {{date}}.',
  'sales-rep-ordering-for': 'U bestelt voor {{company}} als vertegenwoordiger {{userId}}.',
  'sales-rep-choose-office': 'Kies een klantpraktijk voordat u een bestelling plaatst.',
  'sales-rep-choose-link': 'Klantpraktijk kiezen',
  'sales-rep-change-link': 'Andere klantpraktijk kiezen',
} satisfies Dictionary['navigation-bot'];
