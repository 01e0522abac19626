import type { Dictionary } from '../../dictionary';

export const password = {
  show: 'Wachtwoord tonen',
  hide: 'Wachtwoord verbergen',
  strength: {
    label: 'Wachtwoordsterkte: {{level}}',
    poor: 'Zeer zwak',
    weak: 'Zwak',
    normal: 'Gemiddeld',
    good: 'Goed',
    strong: 'Sterk',
  },
  hint: 'Gebruik minimaal 8 tekens met hoofdletters, kleine letters, een cijfer en een symbool.',
} satisfies Dictionary['password'];
