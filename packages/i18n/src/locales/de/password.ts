import type { Dictionary } from '../../dictionary';

export const password = {
  show: 'Passwort anzeigen',
  hide: 'Passwort verbergen',
  strength: {
    label: 'Passwortstärke: {{level}}',
    poor: 'Sehr schwach',
    weak: 'Schwach',
    normal: 'Mittel',
    good: 'Gut',
    strong: 'Stark',
  },
  hint: 'Verwenden Sie mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
} satisfies Dictionary['password'];
