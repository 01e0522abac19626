import type { Dictionary } from '../../dictionary';

export const mail = {
  greeting: 'Bonjour,',
  signature: 'L’équipe Careshop',
  registration_received: {
    subject: 'Votre inscription a bien été reçue',
    text: 'Merci pour votre inscription. Nous vérifions votre numéro de licence et vous écrirons dès que votre compte sera approuvé.',
  },
  account_approved: {
    subject: 'Votre compte est approuvé',
    text: 'Votre licence a été vérifiée. Vous pouvez maintenant vous connecter et commander : {{url}}',
  },
  account_rejected: {
    subject: 'Votre numéro de licence n’a pas pu être vérifié',
    text: 'Le numéro de licence ne correspond pas aux données de votre compte. Contactez le service client.',
  },
  account_rejected_reason: 'Motif : {{reason}}',
  password_reset: {
    subject: 'Réinitialisez votre mot de passe',
    text: 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable {{minutes}} minutes, une seule fois) : {{url}}',
  },
  console_invite: {
    subject: 'Votre compte pour la console de rapports Careshop',
    text: 'Un compte pour la console de rapports a été créé pour vous. Choisissez votre mot de passe avec ce lien (valable {{days}} jours, une seule fois) : {{url}}',
  },
  office_invitation: {
    subject: '{{company}} vous invite sur Careshop',
    text: '{{inviter}} vous invite à commander pour {{company}} (numéro client {{cust_no}}) sur Careshop en tant que {{role}}. Inscrivez-vous avec ce lien (valable {{days}} jours, une seule fois) : {{url}}\n\nVotre licence professionnelle est toujours vérifiée par notre équipe avant que vous puissiez commander.',
  },
  office_role: {
    admin: 'administrateur du cabinet',
    approver: 'approbateur',
    buyer: 'acheteur',
    viewer: 'lecteur (consultation seule)',
  },
  order_confirmation: {
    subject: 'Confirmation de commande n° {{order}}',
    text: 'Merci pour votre commande n° {{order}}, d’un total de {{total}}.',
  },
  /** The VAT the order's total includes (decision 233). */
  order_vat: 'Dont TVA : {{vat}}.',
  question_received: {
    subject: 'Nous avons bien reçu votre question',
    text: 'Votre question a été transmise. Nous vous contacterons dès que possible.',
  },
  webinar_registration: {
    subject: 'Vous êtes inscrit·e : {{title}}',
    text: 'Merci pour votre inscription à « {{title}} » le {{date}}. Nous vous enverrons le lien de connexion peu avant le début.',
  },
  zoom_practice_confirmation: {
    subject: 'Zoom! Delivered : envoi {{reference}} confirmé',
    text: 'Nous livrerons ces produits à {{patient}} (référence {{reference}}) :\n{{lines}}',
  },
  zoom_patient_notice: {
    subject: 'Votre colis {{reference}} est en préparation',
    text: 'Votre sage-femme ou votre cabinet vous envoie ces produits (référence {{reference}}) :\n{{lines}}',
  },
  scheduled_report: {
    subject: '{{title}} : {{location}}, {{window}}',
    text: 'Votre rapport {{title}} pour {{location}} ({{window}}) est joint sous le nom {{file}}.\n\n{{table}}',
    rows_cut:
      'Les {{shown}} premières lignes sur {{rows}} sont affichées ; toutes les lignes figurent dans le fichier joint.',
  },
  // Approval requests (issue 29, decision 330).
  approval_requested: {
    subject: 'Validation de commande demandée par {{requester}}',
    text: '{{requester}} vous demande de valider une commande de {{total}}. Validez-la ou refusez-la ici : {{url}}',
  },
  approval_approved: {
    subject: 'Votre demande de commande a été validée : commande {{order}}',
    text: 'Votre demande de commande a été validée et passée sous le numéro {{order}}, total {{total}} : {{url}}',
  },
  approval_rejected: {
    subject: 'Votre demande de commande a été refusée',
    text: 'Votre demande de commande de {{total}} a été refusée. Motif : {{reason}}\n\nDétails : {{url}}',
  },
  approval_expired: {
    subject: 'Votre demande de commande a expiré',
    text: 'Votre demande de commande de {{total}} n’a pas été traitée à temps et a expiré ; rien n’a été commandé. Vous pouvez passer la commande à nouveau : {{url}}',
  },
} satisfies Dictionary['mail'];
