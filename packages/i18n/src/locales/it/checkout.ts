import type { Dictionary } from '../../dictionary';

export const checkout = {
  address: {
    title: 'Indirizzo di spedizione',
    default: 'Indirizzo predefinito',
    choose: 'Spedisci a questo indirizzo',
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
  place_order: "Conferma l'ordine",
  confirmation: {
    title: 'Grazie per il tuo ordine',
    order_number: 'Il numero del tuo ordine è {{orderNumber}}.',
    email_sent: 'Ti abbiamo inviato una conferma via e-mail.',
    view_orders: 'Vedi i miei ordini',
    back_to_shop: 'Torna al negozio',
  },
} satisfies Dictionary['checkout'];
