import type { Dictionary } from '../../dictionary';

export const errors = {
  wrong_services: 'Onjuist antwoord van de service',
  general_error: 'Er is iets onverwachts gebeurd. Probeer het opnieuw.',
  session_expired: 'Uw sessie is verlopen',
  location_has_devices:
    'Apparaten die nog aan deze locatie hangen: {{devices}}. Verplaats ze eerst naar een andere locatie, of verberg de locatie om haar met haar gegevens in rapporten te houden.',
  location_has_history:
    'Van deze locatie zijn telgegevens opgeslagen. Verberg haar in plaats daarvan: de gegevens blijven in rapporten.',
  licence_already_decided:
    'Over deze licentie is intussen beslist; wijzig de beslissing uitdrukkelijk om haar te vervangen.',
  order_on_behalf: {
    set_office_failed: 'Deze praktijk kon niet worden ingesteld om namens te bestellen.',
    office_not_approved:
      'De licentie van deze praktijk wacht op goedkeuring: nog niemand kan ervoor bestellen.',
  },
  login: {
    failed: 'Inloggen mislukt. Controleer uw e-mailadres en wachtwoord.',
    forgot_password: 'Wachtwoord vergeten?',
    customer_service: 'Neem contact op met de klantenservice',
  },
  register: {
    success_message:
      'Uw account is aangemaakt. Bekijk uw e-mail voor de instructies om het te activeren.',
    error_message:
      'Uw account kon niet worden aangemaakt. Controleer uw gegevens en probeer het opnieuw.',
    email_in_use: 'Dit e-mailadres is al in gebruik.',
    generic: 'Er ging iets mis bij het aanmaken van uw account. Probeer het later opnieuw.',
  },
  contact: {
    success_message: 'Uw vraag is verstuurd. We nemen zo snel mogelijk contact met u op.',
    error_message:
      'Uw vraag kon niet worden verstuurd. Controleer uw invoer en probeer het opnieuw.',
  },
  forgot: {
    success_message: 'Er is een e-mail met instructies verstuurd.',
    error_message:
      'De instructies konden niet worden verstuurd. Controleer uw invoer en probeer het opnieuw.',
  },
  password: {
    success_message: 'Uw wachtwoord is gewijzigd.',
    error_message: 'Uw wachtwoord kon niet worden gewijzigd. Probeer het opnieuw.',
  },
  cart: {
    max_order_price_reached:
      'Hiermee wordt de maximale bestelwaarde overschreden. De winkelwagen is niet gewijzigd.',
    max_product_amount_reached: 'U hebt het maximale aantal voor dit product bereikt.',
    max_per_order: 'U kunt maximaal {{max}} stuks van dit product per bestelling bestellen.',
    max_per_year: 'U kunt maximaal {{max}} stuks van dit product per jaar bestellen.',
    'max-orders-exceeded': 'U hebt het maximale aantal bestellingen voor dit jaar bereikt.',
    bundle_incomplete: 'Maak het pakket compleet voordat u uw bestelling plaatst.',
    free_only_with_paid:
      'Gratis producten kunnen alleen samen met betaalde producten worden besteld.',
    terms_required:
      'Ga akkoord met de verkoopvoorwaarden en de gebruiksvoorwaarden om uw bestelling te plaatsen.',
  },
  coupon: {
    invalid: 'Ongeldige couponcode',
    success: 'Coupon toegevoegd',
    not_applicable: 'Coupons gelden niet voor pakketten, actieartikelen of artikelen met korting.',
  },
  payment: {
    failed:
      'Er ging iets mis bij het verwerken van uw betaling. Probeer het opnieuw of neem contact op met de klantenservice.',
  },
  empty: {
    cart: 'Uw winkelwagen is leeg.',
    no_categories: 'Er konden geen categorieën worden opgehaald.',
    no_results: 'Geen resultaten gevonden.',
    no_filters: 'Geen filters gevonden.',
  },
  product: {
    max_quantity_reached: 'Maximaal aantal bereikt',
    max_amount_reached: 'Maximaal te besteden bedrag bereikt',
    bundle_full: 'Dit pakket is vol',
  },
  chunk_load: {
    message:
      'Een deel van deze pagina kon niet worden geladen, omdat het ontbreekt of het laden te lang duurde.',
    reload: 'Pagina opnieuw laden',
  },
  content: {
    bad_request: 'Het verzoek om inhoud was ongeldig.',
    authorization: 'U bent niet gemachtigd om deze inhoud te bekijken.',
    repository_not_found: 'De inhoudsrepository is niet gevonden.',
    invalid_response: 'De inhoudsservice stuurde een ongeldig antwoord.',
  },
  admin: {
    create_failed: 'Aanmaken mislukt. Probeer het opnieuw.',
    create_success: 'Aangemaakt.',
    update_failed: 'Bijwerken mislukt. Probeer het opnieuw.',
    update_success: 'Bijgewerkt.',
    edit_failed: 'Uw wijzigingen konden niet worden opgeslagen. Probeer het opnieuw.',
    edit_success: 'Wijzigingen opgeslagen.',
    delete_failed: 'Verwijderen mislukt. Probeer het opnieuw.',
    delete_success: 'Verwijderd.',
    download_failed: 'Downloaden mislukt. Probeer het opnieuw.',
    download_success: 'Download gestart.',
  },
} satisfies Dictionary['errors'];
