import type { Dictionary } from '../../dictionary';

export const thanks = {
  title: 'Merci',
  text: 'Nous avons bien reçu votre message et reviendrons vers vous dans les meilleurs délais.',
  back_home: "Retour à la page d'accueil",
} satisfies Dictionary['thanks'];
