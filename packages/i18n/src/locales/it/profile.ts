import type { Dictionary } from '../../dictionary';

export const profile = {
  title: 'Il mio profilo',
  my_account: 'Il mio account',
  my_orders: 'I miei ordini',
  delivery_addresses: 'Indirizzi di consegna',
  addresses: {
    intro:
      "L'indirizzo dello studio è quello predefinito; aggiungi gli altri luoghi dove vanno i tuoi ordini.",
    for_office: 'Indirizzi di {{company}}, lo studio per cui ordini.',
    office_address: 'Indirizzo dello studio (predefinito)',
    office_address_help: 'Dalla registrazione dello studio; la modifica il servizio clienti.',
    saved: 'Altri indirizzi ({{count}} di {{max}})',
    empty: 'Nessun altro indirizzo per ora.',
    add: 'Aggiungi un indirizzo',
    add_title: 'Nuovo indirizzo di consegna',
    edit_title: "Modifica l'indirizzo",
    remove_title: 'Rimuovere questo indirizzo?',
    remove_text: 'Gli ordini già inviati lì mantengono il loro indirizzo.',
    added: "L'indirizzo è stato aggiunto.",
    updated: "L'indirizzo è stato modificato.",
    removed: "L'indirizzo è stato rimosso.",
    failed: "Non è stato possibile salvare l'indirizzo. Riprova.",
    full: 'La rubrica è piena ({{max}} indirizzi). Rimuovine prima uno.',
    name: 'Nome (studio o destinatario)',
    second_line: "Riga 2 dell'indirizzo (facoltativa)",
  },
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
