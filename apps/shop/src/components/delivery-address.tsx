import { countryName, type DeliveryAddress } from '@careshop/validation';
import { useTranslation } from 'react-i18next';

/**
 * A delivery address's lines (empty parts left out): name, two lines, postcode and city, and the
 * country named in `language` (decision 253).
 */
export function deliveryAddressLines(address: DeliveryAddress, language: string): string[] {
  return [
    address.name,
    address.address,
    address.address_xtra ?? '',
    `${address.postalcode} ${address.city}`,
    address.country ? countryName(address.country, language) : '',
  ].filter((line) => line.trim() !== '');
}

/** A delivery address as a postal block, one line each. */
export function DeliveryAddressBlock({
  address,
  testId,
}: {
  address: DeliveryAddress;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <address className="shop-address" data-testid={testId}>
      {deliveryAddressLines(address, i18n.language).map((line, index) => (
        // Lines may repeat (a name that is also the street); their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
        <div key={index}>{line}</div>
      ))}
    </address>
  );
}
