import type { Dictionary } from '../../dictionary';

export const faq = {
  title: 'Preguntas frecuentes',
  intro: 'Encuentre respuestas rápidas a las preguntas más habituales.',
  subjects: {
    label: 'Temas',
    authentication: 'Inicio de sesión y registro',
    account: 'Mi cuenta',
    ordering: 'Pedidos',
    delivery: 'Entrega',
    products: 'Productos',
  },
  back: 'Volver a todas las preguntas',
  no_questions: 'Todavía no hay preguntas sobre este tema.',
  more_help: '¿No ha encontrado su respuesta?',
  contact_link: 'Contacte con nosotros',
} satisfies Dictionary['faq'];
