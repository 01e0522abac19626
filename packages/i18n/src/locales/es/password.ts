import type { Dictionary } from '../../dictionary';

export const password = {
  show: 'Mostrar contraseña',
  hide: 'Ocultar contraseña',
  strength: {
    label: 'Seguridad de la contraseña: {{level}}',
    poor: 'Muy débil',
    weak: 'Débil',
    normal: 'Normal',
    good: 'Buena',
    strong: 'Fuerte',
  },
  hint: 'Utilice al menos 8 caracteres con mayúsculas, minúsculas, un número y un símbolo.',
} satisfies Dictionary['password'];
