import type { Dictionary } from '../../dictionary';

export const profile = {
  title: 'Il mio profilo',
  my_account: 'Il mio account',
  my_orders: 'I miei ordini',
  customer_id: 'ID cliente',
  name: 'Nome',
  company: 'Azienda',
  language: 'Lingua',
  shipping_address: 'Indirizzo di spedizione',
  email: 'Indirizzo e-mail',
  license_number: "Numero di iscrizione all'albo",
  license_status: {
    label: "Stato del numero di iscrizione all'albo",
    pending:
      'Il tuo numero di iscrizione è in fase di verifica. Potrai ordinare non appena sarà stato verificato.',
    valid: 'Il tuo numero di iscrizione è valido.',
    invalid: 'Il tuo numero di iscrizione non corrisponde ai dati del tuo account.',
    relogin: 'Accedi di nuovo per verificare lo stato attuale.',
  },
  change_password: {
    title: 'Cambia la password',
    current: 'Password attuale',
    new: 'Nuova password',
    repeat: 'Ripeti la nuova password',
    submit: 'Cambia la password',
  },
  newsletter: 'Newsletter',
  wait_for_approval:
    "Il tuo account è in attesa di approvazione. Ti invieremo un'e-mail non appena sarà approvato.",
} satisfies Dictionary['profile'];
