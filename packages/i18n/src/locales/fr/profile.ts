import type { Dictionary } from '../../dictionary';

export const profile = {
  title: 'Mon profil',
  my_account: 'Mon compte',
  my_orders: 'Mes commandes',
  customer_id: 'Identifiant client',
  name: 'Nom',
  company: 'Société',
  language: 'Langue',
  shipping_address: 'Adresse de livraison',
  email: 'Adresse e-mail',
  license_number: "Numéro d'inscription professionnelle",
  license_status: {
    label: "Statut du numéro d'inscription",
    pending:
      "Votre numéro d'inscription est en cours de vérification. Vous pourrez commander dès qu'il aura été vérifié.",
    valid: "Votre numéro d'inscription est valide.",
    invalid: "Votre numéro d'inscription ne correspond pas aux informations de votre compte.",
    relogin: 'Reconnectez-vous pour vérifier le statut actuel.',
  },
  change_password: {
    title: 'Modifier le mot de passe',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    repeat: 'Confirmer le nouveau mot de passe',
    submit: 'Modifier le mot de passe',
  },
  newsletter: 'Newsletter',
  wait_for_approval:
    "Votre compte est en attente d'approbation. Nous vous enverrons un e-mail dès qu'il aura été approuvé.",
} satisfies Dictionary['profile'];
