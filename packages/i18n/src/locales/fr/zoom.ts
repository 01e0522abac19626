import type { Dictionary } from '../../dictionary';

export const zoom = {
  title: 'Zoom! Delivered',
  intro: 'Envoyez des produits directement au domicile de votre patient(e).',
  steps: {
    label: 'Étapes de la commande',
    completed: 'terminé',
    start: 'Début',
    order_form: 'Bon de commande',
    summary: 'Récapitulatif',
    send: 'Envoi',
  },
  start: {
    title: 'Avant de commencer',
    text: 'Assurez-vous que votre patient(e) a accepté de nous communiquer son adresse et son identifiant de scan.',
    button: 'Commencer la commande',
  },
  form: {
    patient: 'Informations sur le/la patient(e)',
    first_name: 'Prénom',
    last_name: 'Nom',
    zip: 'Code postal',
    street: "Ligne d'adresse 1",
    number: "Ligne d'adresse 2",
    city: 'Ville',
    state: 'État / région',
    scanner_type: 'Type de scanner',
    patient_scan_id: 'Identifiant de scan du/de la patient(e)',
    email: 'Adresse e-mail',
    phone: 'Numéro de téléphone',
    products: 'Produits',
    choose_product: 'Choisir un produit',
  },
  consents: {
    title: 'Consentements',
    informed_consent_practice: 'Le cabinet a donné son consentement éclairé.',
    informed_consent_patient: 'Le/la patient(e) a donné son consentement éclairé.',
    net_terms: "J'accepte les conditions de paiement à terme.",
    terms: "J'accepte les conditions générales.",
    confirm_correct: 'Je confirme que les informations ci-dessus sont exactes.',
  },
  summary: {
    title: 'Vérifiez votre commande',
    edit: 'Modifier les informations',
  },
  send: {
    button: 'Envoyer la commande',
    sending: 'Envoi de votre commande…',
    success_title: 'Commande envoyée',
    success_text:
      'Nous livrerons les produits à votre patient(e) et vous enverrons une confirmation par e-mail.',
    new_order: 'Commencer une nouvelle commande',
  },
  app: {
    sections: 'Rubriques de Zoom! Delivered',
    new_delivery: 'Nouvel envoi',
    sent_deliveries: 'Envois effectués',
    back_to_shop: 'Retour à la boutique',
    login_intro:
      'Connectez-vous avec votre compte Careshop pour envoyer des produits à un(e) patient(e).',
  },
  lines: {
    product: 'Produit {{number}}',
    quantity: 'Quantité du produit {{number}}',
    increase: 'Un de plus du produit {{number}}',
    decrease: 'Un de moins du produit {{number}}',
    add: 'Ajouter un autre produit',
    remove: 'Retirer le produit {{number}}',
  },
  review: {
    intro: 'Voici exactement ce qui sera envoyé. Vérifiez avant d’envoyer.',
    patient: 'Patient(e)',
    contact: 'Contact',
    scanner: 'Scanner',
    given: 'Donné',
    fix_errors: 'Veuillez corriger les champs signalés.',
  },
  result: {
    reference: 'Référence de livraison : {{reference}}',
    failed_title: 'Votre commande n’a pas été envoyée',
    retry: 'Renvoyer',
    back_to_summary: 'Retour au récapitulatif',
    conflict:
      'Cette commande a déjà été envoyée avec d’autres informations. Vérifiez le récapitulatif et renvoyez-la.',
  },
  refusals: {
    cannot_order: 'Un produit ne peut pas être envoyé à un(e) patient(e) : {{products}}.',
    out_of_stock: 'Un produit est en rupture de stock : {{products}}.',
    insufficient_stock: 'Le stock est insuffisant pour un produit : {{products}}.',
    max_product_amount_reached:
      'Un produit dépasse sa quantité maximale par commande : {{products}}.',
  },
  office_role: {
    title: 'Vous ne pouvez pas envoyer de commandes',
    viewer:
      'Votre rôle dans le cabinet vous permet de voir ses commandes, pas de les envoyer. Demandez à l’administrateur du cabinet de changer votre rôle.',
    removed:
      'Vous n’êtes plus membre de ce cabinet : vous ne pouvez donc plus envoyer de commandes pour lui. Contactez l’administrateur du cabinet s’il s’agit d’une erreur.',
  },
  sent: {
    title: 'Envois effectués',
    empty: 'Vous n’avez encore effectué aucun envoi.',
    reference: 'Référence',
    date: 'Date',
    patient: 'Patient(e)',
    city: 'Ville',
    products: 'Produits',
    status: 'Statut',
    load_failed: 'Les envois effectués n’ont pas pu être chargés.',
  },
} satisfies Dictionary['zoom'];
