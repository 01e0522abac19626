import type { Dictionary } from '../../dictionary';

export const recovery = {
  forgot: {
    title: 'Identifiants oubliés ?',
    intro:
      "Saisissez votre numéro client ou votre nom d'utilisateur et nous vous enverrons par e-mail un lien pour réinitialiser votre mot de passe.",
    by_customer_number: 'Avec le numéro client',
    by_username: "Avec le nom d'utilisateur",
    customer_number: 'Numéro client',
    username: "Nom d'utilisateur ou adresse e-mail",
    submit: 'Envoyer les instructions',
    back_to_login: 'Retour à la connexion',
  },
  reset: {
    title: 'Réinitialiser le mot de passe',
    create_title: 'Créer un mot de passe',
    intro: 'Choisissez un nouveau mot de passe pour votre compte.',
    new_password: 'Nouveau mot de passe',
    repeat_password: 'Confirmer le nouveau mot de passe',
    submit: 'Enregistrer le mot de passe',
    success: 'Votre mot de passe a été enregistré. Vous pouvez maintenant vous connecter.',
    invalid_link: 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.',
    request_new_link: 'Demander un nouveau lien',
  },
} satisfies Dictionary['recovery'];
