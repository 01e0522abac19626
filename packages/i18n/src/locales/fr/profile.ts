import type { Dictionary } from '../../dictionary';

export const profile = {
  title: 'Mon profil',
  my_account: 'Mon compte',
  my_orders: 'Mes commandes',
  delivery_addresses: 'Adresses de livraison',
  addresses: {
    intro:
      "L'adresse du cabinet est l'adresse par défaut ; ajoutez les autres lieux où vos commandes sont livrées.",
    for_office: 'Adresses de {{company}}, le cabinet pour lequel vous commandez.',
    office_address: 'Adresse du cabinet (par défaut)',
    office_address_help: "Issue de l'inscription du cabinet ; le service client la modifie.",
    saved: 'Autres adresses ({{count}} sur {{max}})',
    empty: "Aucune autre adresse pour l'instant.",
    add: 'Ajouter une adresse',
    add_title: 'Nouvelle adresse de livraison',
    edit_title: "Modifier l'adresse",
    remove_title: 'Supprimer cette adresse ?',
    remove_text: 'Les commandes déjà livrées à cette adresse la conservent.',
    added: "L'adresse a été ajoutée.",
    updated: "L'adresse a été modifiée.",
    removed: "L'adresse a été supprimée.",
    failed: "L'adresse n'a pas pu être enregistrée. Veuillez réessayer.",
    full: "Le carnet d'adresses est plein ({{max}} adresses). Supprimez-en une d'abord.",
    name: 'Nom (cabinet ou destinataire)',
    second_line: "Complément d'adresse (facultatif)",
  },
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
