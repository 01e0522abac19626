import type { Dictionary } from '../../dictionary';

export const zoom = {
  title: 'Zoom! Delivered',
  intro: 'Envoyez des produits directement au domicile de votre patient(e).',
  steps: {
    label: 'Étapes de la commande',
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
} satisfies Dictionary['zoom'];
