import type { Dictionary } from '../../dictionary';

export const errors = {
  wrong_services: 'Errore del servizio',
  general_error: 'Si è verificato un evento imprevisto. Riprova.',
  session_expired: 'La tua sessione è scaduta',
  location_has_devices:
    'Dispositivi ancora in questa sede: {{devices}}. Spostali prima in un’altra sede, oppure nascondi la sede per conservarla con il suo storico nei report.',
  location_has_history:
    'Questa sede ha uno storico dei conteggi. Nascondila invece: il suo storico resta nei report.',
  licence_already_decided:
    'Su questa licenza si è già deciso nel frattempo; cambia la decisione in modo esplicito per sostituirla.',
  order_on_behalf: {
    set_office_failed: "Impossibile impostare questo studio per l'ordine per conto del cliente.",
    office_not_approved:
      'La licenza di questo studio è in attesa di approvazione: nessuno può ancora ordinare per esso.',
  },
  login: {
    failed: 'Accesso non riuscito. Controlla il tuo indirizzo e-mail e la password.',
    forgot_password: 'Hai dimenticato la password?',
    customer_service: 'Contatta il servizio clienti',
  },
  register: {
    success_message:
      'Il tuo account è stato creato. Controlla la tua e-mail per le istruzioni di attivazione.',
    error_message: 'Non è stato possibile creare il tuo account. Controlla i tuoi dati e riprova.',
    email_in_use: 'Questo indirizzo e-mail è già in uso.',
    generic: "Si è verificato un errore durante la creazione dell'account. Riprova più tardi.",
  },
  contact: {
    success_message: 'La tua domanda è stata inviata. Ti contatteremo il prima possibile.',
    error_message:
      'Non è stato possibile inviare la tua domanda. Controlla i dati inseriti e riprova.',
  },
  forgot: {
    success_message: "Ti abbiamo inviato un'e-mail con le istruzioni.",
    error_message:
      'Non è stato possibile inviare le istruzioni. Controlla i dati inseriti e riprova.',
  },
  password: {
    success_message: 'La tua password è stata cambiata.',
    error_message: 'Non è stato possibile cambiare la password. Riprova.',
  },
  cart: {
    max_order_price_reached:
      "Verrebbe superato l'importo massimo dell'ordine. Il carrello non è stato modificato.",
    max_product_amount_reached: 'Hai raggiunto la quantità massima per questo prodotto.',
    max_per_order: 'Puoi ordinare al massimo {{max}} pezzi di questo prodotto per ordine.',
    max_per_year: "Puoi ordinare al massimo {{max}} pezzi di questo prodotto all'anno.",
    'max-orders-exceeded': "Hai raggiunto il numero massimo di ordini per quest'anno.",
    bundle_incomplete: "Completa il kit prima di confermare l'ordine.",
    free_only_with_paid:
      'I prodotti gratuiti possono essere ordinati solo insieme a prodotti a pagamento.',
    terms_required:
      "Accetta le condizioni di vendita e le condizioni d'uso per confermare l'ordine.",
  },
  coupon: {
    invalid: 'Codice coupon non valido',
    success: 'Coupon aggiunto',
    not_applicable: 'I coupon non sono validi per kit, articoli in promozione o già scontati.',
  },
  payment: {
    failed:
      "Si è verificato un errore durante l'elaborazione del pagamento. Riprova o contatta il servizio clienti.",
  },
  empty: {
    cart: 'Il tuo carrello è vuoto.',
    no_categories: 'Non è stato possibile recuperare le categorie.',
    no_results: 'Nessun risultato trovato.',
    no_filters: 'Nessun filtro trovato.',
  },
  product: {
    max_quantity_reached: 'Quantità massima raggiunta',
    max_amount_reached: 'Importo massimo di spesa raggiunto',
    bundle_full: 'Questo kit è completo',
  },
  chunk_load: {
    message:
      'Non è stato possibile caricare una parte di questa pagina perché manca o il tempo di attesa è scaduto.',
    reload: 'Ricarica la pagina',
  },
  content: {
    bad_request: 'La richiesta di contenuti non è valida.',
    authorization: 'Non sei autorizzato a visualizzare questi contenuti.',
    repository_not_found: 'Il repository dei contenuti non è stato trovato.',
    invalid_response: 'Il servizio dei contenuti ha inviato una risposta non valida.',
  },
  admin: {
    create_failed: 'Creazione non riuscita. Riprova.',
    create_success: 'Creazione completata.',
    update_failed: 'Aggiornamento non riuscito. Riprova.',
    update_success: 'Aggiornamento completato.',
    edit_failed: 'Non è stato possibile salvare le modifiche. Riprova.',
    edit_success: 'Modifiche salvate.',
    delete_failed: 'Eliminazione non riuscita. Riprova.',
    delete_success: 'Eliminazione completata.',
    download_failed: 'Download non riuscito. Riprova.',
    download_success: 'Download avviato.',
  },
} satisfies Dictionary['errors'];
