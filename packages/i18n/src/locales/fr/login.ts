import type { Dictionary } from '../../dictionary';

export const login = {
  title: 'Connexion',
  intro: 'Connectez-vous pour commander des échantillons et du matériel pour votre cabinet.',
  username: "Nom d'utilisateur ou adresse e-mail",
  password: 'Mot de passe',
  remember_me: 'Se souvenir de moi',
  forgot_password: 'Mot de passe oublié ?',
  submit: 'Se connecter',
  no_account: 'Pas encore de compte ?',
  create_account: 'Créer un compte',
  session_expired: 'Votre session a expiré. Veuillez vous reconnecter.',
} satisfies Dictionary['login'];
