import type { Dictionary } from '../../dictionary';

export const checkout = {
  address: {
    title: 'Indirizzo di spedizione',
    default: 'Indirizzo predefinito',
    choose: 'Spedisci a questo indirizzo',
    choose_label: 'Consegna a',
    add: 'Aggiungi un nuovo indirizzo',
    save_and_use: 'Salva e consegna qui',
    manage: 'Gestisci gli indirizzi di consegna',
    unknown: 'Questo indirizzo non è più nella rubrica. Scegline un altro.',
    load_failed:
      "Non è stato possibile caricare gli indirizzi dello studio; viene usato l'indirizzo dello studio.",
  },
  shipping: {
    /** The latest delivery date of an option (decision 238). */
    expected: 'consegna prevista entro il {{date}}',
    title: 'Opzione di consegna',
    overnight: {
      label: 'Espressa 24 ore',
      description:
        'Consegna il giorno lavorativo successivo per ordini entro le 14:00 ET, altrimenti entro 1-2 giorni lavorativi.',
    },
    regular: {
      label: 'Ordinaria',
      description: 'Consegna entro 2-3 giorni lavorativi.',
    },
    standard: {
      label: 'Standard',
      description: 'Consegna entro 3-7 giorni lavorativi.',
    },
  },
  payment: {
    title: 'Metodo di pagamento',
    cod: 'Fattura / contrassegno',
    creditcard: 'Carta di credito',
    card: 'Carta',
    no_payment_needed: 'Per questo ordine non è necessario alcun pagamento.',
  },
  terms: {
    sales_terms: 'Accetto le condizioni di vendita',
    terms_of_use: "Accetto le condizioni d'uso",
  },
  reference: {
    title: 'Il vostro riferimento',
    po_number: "Numero d'ordine d'acquisto (facoltativo)",
    po_number_help: 'Fino a {{max}} lettere, cifre, spazi e - / . _ #',
    note: 'Nota per il marchio (facoltativa)',
    note_help: 'Istruzioni di consegna o altro che dovremmo sapere, fino a {{max}} caratteri.',
  },
  review: {
    title: 'Verifica il tuo ordine',
    intro:
      "Controlla ogni riga prima di confermare: nulla viene ordinato finché non confermi l'ordine.",
    none: 'Nessuno',
    to_pay: 'Importo totale addebitato',
    payment_free: 'Nessun pagamento necessario',
  },
  place_order: "Conferma l'ordine",
  confirmation: {
    title: 'Grazie per il tuo ordine',
    order_number: 'Il numero del tuo ordine è {{orderNumber}}.',
    email_sent: 'Ti abbiamo inviato una conferma via e-mail.',
    view_orders: 'Vedi i miei ordini',
    back_to_shop: 'Torna al negozio',
  },
} satisfies Dictionary['checkout'];
