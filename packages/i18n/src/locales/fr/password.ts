import type { Dictionary } from '../../dictionary';

export const password = {
  show: 'Afficher le mot de passe',
  hide: 'Masquer le mot de passe',
  strength: {
    label: 'Robustesse du mot de passe : {{level}}',
    poor: 'Très faible',
    weak: 'Faible',
    normal: 'Moyen',
    good: 'Bon',
    strong: 'Fort',
  },
  hint: 'Utilisez au moins 8 caractères avec des majuscules, des minuscules, un chiffre et un symbole.',
} satisfies Dictionary['password'];
