/** App start (SPEC 4): restoring a stored session that is slow or fails (decision 234). */
export const start = {
  slow: 'La boutique met plus de temps que d’habitude à répondre. Votre session est conservée ; vous pouvez patienter ou réessayer.',
  failed:
    'La boutique n’a pas pu charger votre compte. Vérifiez votre connexion et réessayez ; vous restez connecté.',
  retry: 'Réessayer',
};
