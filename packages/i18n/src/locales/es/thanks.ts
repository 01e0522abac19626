import type { Dictionary } from '../../dictionary';

export const thanks = {
  title: 'Gracias',
  text: 'Hemos recibido su mensaje y nos pondremos en contacto con usted lo antes posible.',
  back_home: 'Volver a la página de inicio',
} satisfies Dictionary['thanks'];
