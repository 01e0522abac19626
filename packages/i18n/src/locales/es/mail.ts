import type { Dictionary } from '../../dictionary';

export const mail = {
  greeting: 'Hola:',
  signature: 'El equipo de Careshop',
  registration_received: {
    subject: 'Hemos recibido su registro',
    text: 'Gracias por registrarse. Estamos verificando su número de licencia y le escribiremos en cuanto se apruebe su cuenta.',
  },
  account_approved: {
    subject: 'Su cuenta ha sido aprobada',
    text: 'Su licencia ha sido verificada. Ya puede iniciar sesión y hacer pedidos: {{url}}',
  },
  account_rejected: {
    subject: 'No hemos podido verificar su número de licencia',
    text: 'El número de licencia no coincide con los datos de su cuenta. Póngase en contacto con el servicio de atención al cliente.',
  },
  account_rejected_reason: 'Motivo: {{reason}}',
  password_reset: {
    subject: 'Restablezca su contraseña',
    text: 'Para elegir una nueva contraseña, abra este enlace (válido durante {{minutes}} minutos y una sola vez): {{url}}',
  },
  console_invite: {
    subject: 'Su cuenta de la consola de informes de Careshop',
    text: 'Se ha creado para usted una cuenta de la consola de informes. Elija su contraseña con este enlace (válido durante {{days}} días y una sola vez): {{url}}',
  },
  office_invitation: {
    subject: '{{company}} le invita a Careshop',
    text: '{{inviter}} le invita a pedir para {{company}} (número de cliente {{cust_no}}) en Careshop como {{role}}. Regístrese con este enlace (válido durante {{days}} días y una sola vez): {{url}}\n\nNuestro equipo sigue comprobando su licencia profesional antes de que pueda hacer pedidos.',
  },
  office_role: {
    admin: 'administrador de la consulta',
    approver: 'aprobador',
    buyer: 'comprador',
    viewer: 'lector (solo consulta)',
  },
  order_confirmation: {
    subject: 'Confirmación del pedido n.º {{order}}',
    text: 'Gracias por su pedido n.º {{order}}, por un total de {{total}}.',
  },
  /** The VAT the order's total includes (decision 233). */
  order_vat: 'IVA incluido: {{vat}}.',
  question_received: {
    subject: 'Hemos recibido su pregunta',
    text: 'Su pregunta se ha enviado. Nos pondremos en contacto con usted lo antes posible.',
  },
  webinar_registration: {
    subject: 'Está inscrito/a en {{title}}',
    text: 'Gracias por inscribirse en «{{title}}» el {{date}}. Le enviaremos el enlace para unirse poco antes del inicio.',
  },
  zoom_practice_confirmation: {
    subject: 'Zoom! Delivered: envío {{reference}} confirmado',
    text: 'Entregaremos estos productos a {{patient}} (referencia {{reference}}):\n{{lines}}',
  },
  zoom_patient_notice: {
    subject: 'Su paquete {{reference}} se está preparando',
    text: 'Su consulta le envía estos productos (referencia {{reference}}):\n{{lines}}',
  },
  scheduled_report: {
    subject: '{{title}}: {{location}}, {{window}}',
    text: 'Su informe {{title}} de {{location}} ({{window}}) se adjunta como {{file}}.\n\n{{table}}',
    rows_cut:
      'Se muestran las primeras {{shown}} de {{rows}} filas; todas las filas están en el archivo adjunto.',
  },
  // Approval requests (issue 29, decision 330).
  approval_requested: {
    subject: '{{requester}} solicita la aprobación de un pedido',
    text: '{{requester}} le pide aprobar un pedido de {{total}}. Apruébelo o recházelo aquí: {{url}}',
  },
  approval_approved: {
    subject: 'Su solicitud de pedido fue aprobada: pedido {{order}}',
    text: 'Su solicitud de pedido fue aprobada y realizada como pedido {{order}}, total {{total}}: {{url}}',
  },
  approval_rejected: {
    subject: 'Su solicitud de pedido fue rechazada',
    text: 'Su solicitud de pedido de {{total}} fue rechazada. Motivo: {{reason}}\n\nDetalles: {{url}}',
  },
  approval_expired: {
    subject: 'Su solicitud de pedido ha caducado',
    text: 'Su solicitud de pedido de {{total}} no se decidió a tiempo y ha caducado; no se pidió nada. Puede volver a realizar el pedido: {{url}}',
  },
} satisfies Dictionary['mail'];
