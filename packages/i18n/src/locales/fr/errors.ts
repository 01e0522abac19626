import type { Dictionary } from '../../dictionary';

export const errors = {
  wrong_services: 'Erreur de service',
  general_error: "Un événement inattendu s'est produit. Veuillez réessayer.",
  session_expired: 'Votre session a expiré',
  location_has_devices:
    'Appareils encore rattachés à ce site : {{devices}}. Déplacez-les d’abord vers un autre site, ou masquez le site pour le garder avec son historique dans les rapports.',
  location_has_history:
    'Ce site a un historique de comptage. Masquez-le plutôt : son historique reste dans les rapports.',
  licence_already_decided:
    'Cette licence a été décidée entre-temps ; changez la décision explicitement pour la remplacer.',
  order_on_behalf: {
    set_office_failed: 'Impossible de sélectionner ce cabinet pour la commande pour un client.',
    office_not_approved:
      "La licence de ce cabinet est en attente d'approbation : personne ne peut encore commander pour lui.",
  },
  login: {
    failed: 'Échec de la connexion. Vérifiez votre adresse e-mail et votre mot de passe.',
    forgot_password: 'Mot de passe oublié ?',
    customer_service: 'Contacter le service client',
  },
  register: {
    success_message:
      "Votre compte a été créé. Consultez vos e-mails pour connaître la marche à suivre pour l'activer.",
    error_message: "Votre compte n'a pas pu être créé. Vérifiez vos informations et réessayez.",
    email_in_use: 'Cette adresse e-mail est déjà utilisée.',
    generic:
      'Une erreur est survenue lors de la création de votre compte. Veuillez réessayer plus tard.',
  },
  contact: {
    success_message:
      'Votre question a bien été envoyée. Nous vous contacterons dans les meilleurs délais.',
    error_message: "Votre question n'a pas pu être envoyée. Vérifiez votre saisie et réessayez.",
  },
  forgot: {
    success_message: 'Un e-mail contenant les instructions vous a été envoyé.',
    error_message:
      "Les instructions n'ont pas pu être envoyées. Vérifiez votre saisie et réessayez.",
  },
  password: {
    success_message: 'Votre mot de passe a été modifié.',
    error_message: "Votre mot de passe n'a pas pu être modifié. Veuillez réessayer.",
  },
  cart: {
    max_order_price_reached:
      "Le montant maximal de commande serait dépassé. Le panier n'a pas été modifié.",
    max_product_amount_reached: 'Vous avez atteint la quantité maximale pour ce produit.',
    max_per_order: 'Vous pouvez commander au maximum {{max}} unités de ce produit par commande.',
    max_per_year: 'Vous pouvez commander au maximum {{max}} unités de ce produit par an.',
    'max-orders-exceeded': 'Vous avez atteint le nombre maximal de commandes pour cette année.',
    bundle_incomplete: 'Complétez le coffret avant de valider votre commande.',
    free_only_with_paid:
      "Les produits gratuits ne peuvent être commandés qu'avec des produits payants.",
    terms_required:
      "Acceptez les conditions générales de vente et les conditions d'utilisation pour valider votre commande.",
  },
  coupon: {
    invalid: 'Code promo non valide',
    success: 'Code promo ajouté',
    not_applicable:
      'Les codes promo ne sont pas valables pour les coffrets, les articles en promotion ou déjà remisés.',
  },
  payment: {
    failed:
      'Une erreur est survenue lors du traitement de votre paiement. Veuillez réessayer ou contacter le service client.',
  },
  empty: {
    cart: 'Votre panier est vide.',
    no_categories: "Aucune catégorie n'a pu être récupérée.",
    no_results: 'Aucun résultat trouvé.',
    no_filters: 'Aucun filtre trouvé.',
  },
  product: {
    max_quantity_reached: 'Quantité maximale atteinte',
    max_amount_reached: 'Montant maximal atteint',
    bundle_full: 'Ce coffret est complet',
  },
  chunk_load: {
    message:
      "Une partie de cette page n'a pas pu être chargée, car elle est introuvable ou le délai a expiré.",
    reload: 'Recharger la page',
  },
  content: {
    bad_request: "La demande de contenu n'est pas valide.",
    authorization: "Vous n'êtes pas autorisé(e) à consulter ce contenu.",
    repository_not_found: 'Le dépôt de contenu est introuvable.',
    invalid_response: 'Le service de contenu a renvoyé une réponse non valide.',
  },
  admin: {
    create_failed: 'Échec de la création. Veuillez réessayer.',
    create_success: 'Création réussie.',
    update_failed: 'Échec de la mise à jour. Veuillez réessayer.',
    update_success: 'Mise à jour réussie.',
    edit_failed: "Vos modifications n'ont pas pu être enregistrées. Veuillez réessayer.",
    edit_success: 'Modifications enregistrées.',
    delete_failed: 'Échec de la suppression. Veuillez réessayer.',
    delete_success: 'Suppression réussie.',
    download_failed: 'Échec du téléchargement. Veuillez réessayer.',
    download_success: 'Téléchargement lancé.',
  },
} satisfies Dictionary['errors'];
