import type { Dictionary } from '../../dictionary';

export const maintenance = {
  title: 'Estamos realizando tareas de mantenimiento',
  text: 'La tienda no está disponible temporalmente mientras la mejoramos. Inténtelo de nuevo más tarde.',
  thanks: 'Gracias por su paciencia.',
} satisfies Dictionary['maintenance'];
