import type { Dictionary } from '../../dictionary';

export const profile = {
  title: 'Mijn profiel',
  my_account: 'Mijn account',
  my_orders: 'Mijn bestellingen',
  delivery_addresses: 'Afleveradressen',
  addresses: {
    intro:
      'Het adres van de praktijk is het standaardadres; voeg de andere plekken toe waar uw bestellingen heen gaan.',
    for_office: 'Adressen van {{company}}, de praktijk waarvoor u bestelt.',
    office_address: 'Praktijkadres (standaard)',
    office_address_help: 'Uit de registratie van de praktijk; de klantenservice wijzigt het.',
    saved: 'Andere adressen ({{count}} van {{max}})',
    empty: 'Nog geen andere adressen.',
    add: 'Adres toevoegen',
    add_title: 'Nieuw afleveradres',
    edit_title: 'Adres wijzigen',
    remove_title: 'Dit adres verwijderen?',
    remove_text: 'Bestellingen die er al heen zijn gestuurd, houden hun adres.',
    added: 'Het adres is toegevoegd.',
    updated: 'Het adres is gewijzigd.',
    removed: 'Het adres is verwijderd.',
    failed: 'Het adres kon niet worden opgeslagen. Probeer het opnieuw.',
    full: 'Het adresboek is vol ({{max}} adressen). Verwijder er eerst een.',
    name: 'Naam (praktijk of ontvanger)',
    second_line: 'Adresregel 2 (optioneel)',
  },
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
