import type { Dictionary } from '../../dictionary';

export const recovery = {
  forgot: {
    title: 'Inloggegevens vergeten?',
    intro:
      'Vul uw klantnummer of gebruikersnaam in. Wij e-mailen u een link om uw wachtwoord opnieuw in te stellen.',
    by_customer_number: 'Met klantnummer',
    by_username: 'Met gebruikersnaam',
    customer_number: 'Klantnummer',
    username: 'Gebruikersnaam of e-mailadres',
    submit: 'Instructies versturen',
    back_to_login: 'Terug naar inloggen',
  },
  reset: {
    title: 'Wachtwoord opnieuw instellen',
    create_title: 'Wachtwoord aanmaken',
    intro: 'Kies een nieuw wachtwoord voor uw account.',
    new_password: 'Nieuw wachtwoord',
    repeat_password: 'Herhaal nieuw wachtwoord',
    submit: 'Wachtwoord opslaan',
    success: 'Uw wachtwoord is opgeslagen. U kunt nu inloggen.',
    invalid_link: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
    request_new_link: 'Nieuwe link aanvragen',
  },
} satisfies Dictionary['recovery'];
