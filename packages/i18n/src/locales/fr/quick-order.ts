import type { Dictionary } from '../../dictionary';

export const quickOrder = {
  title: 'Commande rapide',
  intro:
    "Saisissez ou collez un produit par ligne : son code produit, son SKU ou sa référence, puis la quantité, séparés par un espace, une tabulation, une virgule ou un point-virgule, tels que copiés d'un tableur. Un code seul commande une unité.",
  lines_label: 'Codes produits et quantités',
  lines_help: 'Par exemple : SCFBF001 2',
  file_label: 'Ou importez un fichier CSV',
  file_help: 'Un produit par ligne : code, quantité. {{max}} lignes au maximum.',
  file_loaded: '{{name}} a été chargé dans le champ ci-dessus.',
  file_too_big: 'Ce fichier est trop volumineux : {{size}} Ko au maximum.',
  file_unreadable:
    "Ce fichier n'a pas pu être lu. Enregistrez-le au format CSV ou texte et réessayez.",
  header_skipped: 'La ligne {{row}} a été lue comme titres de colonnes et ignorée.',
  lines_skipped:
    'Seules les {{max}} premières lignes sont vérifiées ; {{count}} autres ont été ignorées.',
  clear: 'Effacer les lignes',
  checked_lines: 'Lignes vérifiées',
  empty: 'Les lignes que vous saisissez, collez ou importez sont vérifiées ici aussitôt.',
  checking: 'Vérification des limites auprès de la boutique…',
  check_failed:
    "La boutique n'a pas pu vérifier les limites pour le moment ; le panier les vérifiera à nouveau.",
  row: 'Ligne {{row}}',
  statuses: {
    all: 'Peut être ajoutée',
    part: '{{adding}} sur {{quantity}} peuvent être ajoutées',
    none: 'Ne peut pas être ajoutée',
  },
  limits: {
    per_order: 'Au maximum {{max}} par commande',
  },
  in_cart: 'Déjà dans le panier : {{quantity}}',
  problems: {
    missing_code: "Cette ligne n'a pas de code produit.",
    code_too_long: 'Ce code produit est trop long : {{max}} caractères au maximum.',
    invalid_quantity: 'La quantité doit être un nombre entier, par exemple 2.',
    quantity_too_small: 'La quantité doit être au moins 1.',
    quantity_too_big: 'La quantité ne peut pas dépasser {{max}}.',
    unknown_code: "Aucun produit de cette boutique n'a le code {{code}}.",
  },
  reasons: {
    unknown_product: "Ce produit n'est plus vendu dans cette boutique.",
    insufficient_stock: 'Seulement {{stock}} en stock.',
    not_available_yet: 'Ce produit ne peut pas encore être commandé.',
    max_order_price_reached: 'Le montant maximal de commande de {{amount}} serait dépassé.',
    cannot_order: 'Ce produit ne peut pas être commandé pour le moment.',
  },
  add_all: 'Tout ajouter au panier',
  nothing_to_add: 'Aucune ligne ne peut encore être ajoutée.',
  added: 'Lignes ajoutées au panier : {{count}}.',
  left_to_fix:
    "Les lignes qui n'ont pas pu être ajoutées restent dans le champ, chacune avec sa raison.",
  view_cart: 'Voir le panier',
} satisfies Dictionary['quick_order'];
