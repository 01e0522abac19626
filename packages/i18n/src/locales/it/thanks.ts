import type { Dictionary } from '../../dictionary';

export const thanks = {
  title: 'Grazie',
  text: 'Abbiamo ricevuto il tuo messaggio e ti ricontatteremo il prima possibile.',
  back_home: 'Torna alla home page',
} satisfies Dictionary['thanks'];
