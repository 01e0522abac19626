import type { Dictionary } from '../../dictionary';

export const zoom = {
  title: 'Zoom! Delivered',
  intro: 'Envíe productos directamente al domicilio de su paciente.',
  steps: {
    label: 'Pasos del pedido',
    start: 'Inicio',
    order_form: 'Formulario de pedido',
    summary: 'Resumen',
    send: 'Envío',
  },
  start: {
    title: 'Antes de empezar',
    text: 'Asegúrese de que su paciente ha aceptado compartir con nosotros su dirección y su ID de escaneo.',
    button: 'Empezar pedido',
  },
  form: {
    patient: 'Datos del paciente',
    first_name: 'Nombre',
    last_name: 'Apellidos',
    zip: 'Código postal',
    street: 'Línea de dirección 1',
    number: 'Línea de dirección 2',
    city: 'Ciudad',
    state: 'Estado / provincia',
    scanner_type: 'Tipo de escáner',
    patient_scan_id: 'ID de escaneo del paciente',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    products: 'Productos',
    choose_product: 'Elija un producto',
  },
  consents: {
    title: 'Consentimientos',
    informed_consent_practice: 'La consulta ha dado su consentimiento informado.',
    informed_consent_patient: 'El paciente ha dado su consentimiento informado.',
    net_terms: 'Acepto las condiciones de pago aplazado.',
    terms: 'Acepto los términos y condiciones.',
    confirm_correct: 'Confirmo que la información anterior es correcta.',
  },
  summary: {
    title: 'Revise su pedido',
    edit: 'Editar datos',
  },
  send: {
    button: 'Enviar pedido',
    sending: 'Enviando su pedido…',
    success_title: 'Pedido enviado',
    success_text:
      'Entregaremos los productos a su paciente y le enviaremos una confirmación por correo electrónico.',
    new_order: 'Empezar un pedido nuevo',
  },
} satisfies Dictionary['zoom'];
