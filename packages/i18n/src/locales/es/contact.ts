import type { Dictionary } from '../../dictionary';

export const contact = {
  title: 'Contacto',
  intro: '¿Tiene alguna pregunta? Rellene el formulario y nos pondremos en contacto con usted.',
  name: 'Nombre',
  office_name: 'Nombre de la consulta',
  company: 'Empresa',
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  question_type: {
    label: '¿Sobre qué trata su pregunta?',
    checkout: 'Tramitación del pedido',
    order: 'Mi pedido',
    account: 'Mi cuenta',
    backorder: 'Pedido pendiente de stock',
    website: 'Sitio web',
    other: 'Otro',
  },
  preference: {
    label: '¿Cómo prefiere que le contactemos?',
    email: 'Por correo electrónico',
    call: 'Por teléfono',
  },
  message: 'Su mensaje',
  submit: 'Enviar pregunta',
  support: {
    title: 'Atención al cliente',
    hours: 'De lunes a viernes, de 8:00 a 19:00 h (EST)',
    phone: 'Llámenos al {{phone}}',
    email: 'Escríbanos a {{email}}',
  },
} satisfies Dictionary['contact'];
