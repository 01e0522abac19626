import type { Dictionary } from '../../dictionary';

export const profile = {
  title: 'Mijn profiel',
  my_account: 'Mijn account',
  my_orders: 'Mijn bestellingen',
  customer_id: 'Klant-ID',
  name: 'Naam',
  company: 'Bedrijf',
  language: 'Taal',
  shipping_address: 'Verzendadres',
  email: 'E-mailadres',
  license_number: 'Registratienummer',
  license_status: {
    label: 'Status van het registratienummer',
    pending:
      'Uw registratienummer wordt nog gecontroleerd. U kunt bestellen zodra het is geverifieerd.',
    valid: 'Uw registratienummer is geldig.',
    invalid: 'Uw registratienummer komt niet overeen met uw accountgegevens.',
    relogin: 'Log opnieuw in om de actuele status te controleren.',
  },
  change_password: {
    title: 'Wachtwoord wijzigen',
    current: 'Huidig wachtwoord',
    new: 'Nieuw wachtwoord',
    repeat: 'Herhaal nieuw wachtwoord',
    submit: 'Wachtwoord wijzigen',
  },
  newsletter: 'Nieuwsbrief',
  wait_for_approval:
    'Uw account wacht op goedkeuring. We sturen u een e-mail zodra het is goedgekeurd.',
} satisfies Dictionary['profile'];
