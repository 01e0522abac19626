import type { z } from 'zod';
import { countryCodeSchema } from './country-schema.js';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  integer,
  isoDateTime,
  listOf,
  literal,
  looseObject,
  requiredText,
  strictObject,
} from './keyed-schemas.js';
import { profileFields, registrationAddressLines } from './register.js';

// An office's address book (issue 15 "B2B ordering speed", decision 246): the delivery addresses
// besides the office's own, kept by its professionals and by a rep acting for it.

/** The address key of the office's own address, the default delivery address. */
export const DEFAULT_ADDRESS_KEY = 'default';

/** Most addresses one office's book holds. */
export const OFFICE_ADDRESS_MAX = 50;

/**
 * Body of `POST /address` and `PUT /address/:id`: the address fields of the registration form
 * (`profileFields`), with the same limits; the name, street, postcode, city and country a delivery
 * needs are required. `address` is the form's second line, as at registration.
 */
export const officeAddressBodySchema = strictObject({
  company_name: requiredText(fieldLimits.text),
  street_name: requiredText(fieldLimits.text),
  house_number: profileFields.house_number,
  address: profileFields.address,
  postalcode: requiredText(fieldLimits.postalCode),
  city: requiredText(fieldLimits.text),
  country: countryCodeSchema(),
});
export type OfficeAddressBody = z.output<typeof officeAddressBodySchema>;

/** A delivery address as an order stores and shows it: a name, two lines, city, postcode, country. */
export const deliveryAddressSchema = looseObject({
  name: answerText(),
  address: answerText(),
  address_xtra: answerText().nullish(),
  city: answerText(),
  postalcode: answerText(),
  country: answerText(),
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/**
 * The delivery address an address-book entry sends an order to: the lines of the registration's
 * rule (`registrationAddressLines`: street and number first, the second line as the extra line).
 */
export function deliveryAddressOf(entry: {
  company_name: string;
  street_name: string;
  house_number?: string | null | undefined;
  address?: string | null | undefined;
  postalcode: string;
  city: string;
  country: string;
}): DeliveryAddress {
  const lines = registrationAddressLines(entry);
  return {
    name: entry.company_name.trim(),
    address: lines.address,
    address_xtra: lines.address_xtra,
    city: entry.city.trim(),
    postalcode: entry.postalcode.trim(),
    country: entry.country.trim(),
  };
}

/** One address of the book, with the key an order names it by and where it delivers. */
export const officeAddressSchema = looseObject({
  id: integer(1),
  /** The order's `address_key` for this address: its id as text. */
  key: answerText(),
  company_name: answerText(),
  street_name: answerText(),
  house_number: answerText(),
  address: answerText(),
  postalcode: answerText(),
  city: answerText(),
  country: answerText(),
  delivery: deliveryAddressSchema,
  updated: isoDateTime(),
});
export type OfficeAddress = z.output<typeof officeAddressSchema>;

/** Answer of `GET /address`: the office's own address (the default) and its book, oldest first. */
export const officeAddressBookSchema = looseObject({
  default: looseObject({ key: literal(DEFAULT_ADDRESS_KEY), delivery: deliveryAddressSchema }),
  items: listOf(officeAddressSchema),
  /** How many addresses the book may hold ({@link OFFICE_ADDRESS_MAX}). */
  max: integer(0),
});
export type OfficeAddressBook = z.output<typeof officeAddressBookSchema>;
