/** App start (SPEC 4): restoring a stored session that is slow or fails (decision 234). */
export const start = {
  slow: 'Il negozio impiega più del solito a rispondere. La sessione resta attiva; può attendere o riprovare.',
  failed:
    'Il negozio non è riuscito a caricare il suo account. Controlli la connessione e riprovi; resta connesso.',
  retry: 'Riprova',
};
