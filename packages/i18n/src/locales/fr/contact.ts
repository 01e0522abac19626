import type { Dictionary } from '../../dictionary';

export const contact = {
  title: 'Contact',
  intro: 'Vous avez une question ? Remplissez le formulaire et nous reviendrons vers vous.',
  name: 'Nom',
  office_name: 'Nom du cabinet',
  company: 'Société',
  email: 'Adresse e-mail',
  phone: 'Numéro de téléphone',
  question_type: {
    label: "Quel est l'objet de votre question ?",
    checkout: 'Validation de commande',
    order: 'Ma commande',
    account: 'Mon compte',
    backorder: 'Commande en attente de stock',
    website: 'Site web',
    other: 'Autre',
  },
  preference: {
    label: 'Comment souhaitez-vous être contacté(e) ?',
    email: 'Par e-mail',
    call: 'Par téléphone',
  },
  message: 'Votre message',
  submit: 'Envoyer la question',
  support: {
    title: 'Service client',
    hours: "Du lundi au vendredi, de 8 h à 19 h (heure de l'Est, EST)",
    phone: 'Appelez-nous au {{phone}}',
    email: 'Écrivez-nous à {{email}}',
  },
} satisfies Dictionary['contact'];
