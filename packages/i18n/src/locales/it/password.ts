import type { Dictionary } from '../../dictionary';

export const password = {
  show: 'Mostra password',
  hide: 'Nascondi password',
  strength: {
    label: 'Sicurezza della password: {{level}}',
    poor: 'Molto debole',
    weak: 'Debole',
    normal: 'Media',
    good: 'Buona',
    strong: 'Forte',
  },
  hint: 'Usa almeno 8 caratteri con lettere maiuscole e minuscole, un numero e un simbolo.',
} satisfies Dictionary['password'];
