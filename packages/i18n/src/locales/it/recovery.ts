import type { Dictionary } from '../../dictionary';

export const recovery = {
  forgot: {
    title: 'Hai dimenticato i dati di accesso?',
    intro:
      'Inserisci il tuo numero cliente o il tuo nome utente e ti invieremo via e-mail un link per reimpostare la password.',
    by_customer_number: 'Con il numero cliente',
    by_username: 'Con il nome utente',
    customer_number: 'Numero cliente',
    username: 'Nome utente o indirizzo e-mail',
    submit: 'Invia le istruzioni',
    back_to_login: "Torna all'accesso",
  },
  reset: {
    title: 'Reimposta la password',
    create_title: 'Crea la password',
    intro: 'Scegli una nuova password per il tuo account.',
    new_password: 'Nuova password',
    repeat_password: 'Ripeti la nuova password',
    submit: 'Salva la password',
    success: 'La tua password è stata salvata. Ora puoi accedere.',
    invalid_link: 'Questo link non è valido o è scaduto. Richiedine uno nuovo.',
    request_new_link: 'Richiedi un nuovo link',
  },
} satisfies Dictionary['recovery'];
