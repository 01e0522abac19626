import type { DeliveryAddress } from '@careshop/validation';

/** A delivery address's lines (empty parts left out): name, two lines, postcode and city, country. */
export function deliveryAddressLines(address: DeliveryAddress): string[] {
  return [
    address.name,
    address.address,
    address.address_xtra ?? '',
    `${address.postalcode} ${address.city}`,
    address.country,
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
  return (
    <address className="shop-address" data-testid={testId}>
      {deliveryAddressLines(address).map((line, index) => (
        // Lines may repeat (a name that is also the street); their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
        <div key={index}>{line}</div>
      ))}
    </address>
  );
}
