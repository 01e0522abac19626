/** App start (SPEC 4): restoring a stored session that is slow or fails (decision 234). */
export const start = {
  slow: 'De shop reageert trager dan normaal. Uw sessie blijft behouden; u kunt wachten of het opnieuw proberen.',
  failed:
    'De shop kon uw account niet laden. Controleer uw verbinding en probeer het opnieuw; u blijft ingelogd.',
  retry: 'Opnieuw proberen',
};
