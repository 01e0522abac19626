/** App start (SPEC 4): restoring a stored session that is slow or fails (decision 234). */
export const start = {
  slow: 'Der Shop antwortet langsamer als gewohnt. Ihre Sitzung bleibt erhalten; Sie können warten oder es erneut versuchen.',
  failed:
    'Der Shop konnte Ihr Konto nicht laden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut; Sie bleiben angemeldet.',
  retry: 'Erneut versuchen',
};
