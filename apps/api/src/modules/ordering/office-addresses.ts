import {
  DEFAULT_ADDRESS_KEY,
  deliveryAddressOf,
  MAX_ID,
  OFFICE_ADDRESS_MAX,
  type OfficeAddress,
  type OfficeAddressBody,
  type OfficeAddressBook,
} from '@careshop/validation';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { NotFoundError, RuleViolationError } from '../../platform/http/errors.js';
import { offices } from '../identity/index.js';
import { officeAddresses, type StoredAddress } from './schema.js';

// An office's address book (issue 15, decision 246). Every call is scoped to one office: an
// address of another office is "not found", whoever asks.

type AddressRow = typeof officeAddresses.$inferSelect;
type OfficeRow = typeof offices.$inferSelect;

/** The office's own address: the default delivery address (SPEC 3, derived from the company). */
export function officeDeliveryAddress(office: OfficeRow): StoredAddress {
  return {
    name: office.companyName,
    address: office.address,
    address_xtra: office.addressXtra,
    city: office.city,
    postalcode: office.postalcode,
    country: office.country,
  };
}

function fieldsOf(row: AddressRow) {
  return {
    company_name: row.companyName,
    street_name: row.streetName,
    house_number: row.houseNumber,
    address: row.address,
    postalcode: row.postalcode,
    city: row.city,
    country: row.country,
  };
}

/** Where an address of the book delivers, as an order stores it. */
export function bookDeliveryAddress(row: AddressRow): StoredAddress {
  const delivery = deliveryAddressOf(fieldsOf(row));
  return { ...delivery, address_xtra: delivery.address_xtra ?? '' };
}

function addressView(row: AddressRow): OfficeAddress {
  return {
    id: row.id,
    key: String(row.id),
    ...fieldsOf(row),
    delivery: { ...bookDeliveryAddress(row) },
    updated: row.updatedAt.toISOString(),
  };
}

function columnsOf(body: OfficeAddressBody) {
  return {
    companyName: body.company_name,
    streetName: body.street_name,
    houseNumber: body.house_number ?? '',
    address: body.address ?? '',
    postalcode: body.postalcode,
    city: body.city,
    country: body.country,
  };
}

/** The office's own address and its book, oldest first. */
export async function officeAddressBook(db: Db, office: OfficeRow): Promise<OfficeAddressBook> {
  const rows = await db
    .select()
    .from(officeAddresses)
    .where(eq(officeAddresses.officeId, office.id))
    .orderBy(asc(officeAddresses.id));
  return {
    default: { key: DEFAULT_ADDRESS_KEY, delivery: { ...officeDeliveryAddress(office) } },
    items: rows.map(addressView),
    max: OFFICE_ADDRESS_MAX,
  };
}

/**
 * Adds an address to the office's book. The office row is locked first (the first lock of an
 * order too, decision 161), so two additions at once cannot both take the book's last place.
 */
export async function addOfficeAddress(
  db: Db,
  input: { officeId: number; userId: number; body: OfficeAddressBody; now: Date },
): Promise<OfficeAddress> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: offices.id })
      .from(offices)
      .where(eq(offices.id, input.officeId))
      .for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(officeAddresses)
      .where(eq(officeAddresses.officeId, input.officeId));
    if ((held?.n ?? 0) >= OFFICE_ADDRESS_MAX) {
      throw new RuleViolationError(
        'address_book_full',
        `An office keeps at most ${OFFICE_ADDRESS_MAX} addresses; remove one first`,
        { max: OFFICE_ADDRESS_MAX },
      );
    }
    const [row] = await tx
      .insert(officeAddresses)
      .values({
        officeId: input.officeId,
        ...columnsOf(input.body),
        createdByUserId: input.userId,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new Error('address not created');
    return addressView(row);
  });
}

const notFound = () => new NotFoundError('Address not found');

/** Replaces the fields of one address of the office's book; another office's is 404. */
export async function updateOfficeAddress(
  db: Db,
  input: { officeId: number; id: number; body: OfficeAddressBody; now: Date },
): Promise<OfficeAddress> {
  const [row] = await db
    .update(officeAddresses)
    .set({ ...columnsOf(input.body), updatedAt: input.now })
    .where(and(eq(officeAddresses.id, input.id), eq(officeAddresses.officeId, input.officeId)))
    .returning();
  if (!row) throw notFound();
  return addressView(row);
}

/** Removes one address of the office's book (orders keep their copy); another office's is 404. */
export async function removeOfficeAddress(db: Db, officeId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(officeAddresses)
    .where(and(eq(officeAddresses.id, id), eq(officeAddresses.officeId, officeId)))
    .returning({ id: officeAddresses.id });
  if (!row) throw notFound();
}

/**
 * Where an order of the office goes for its `address_key`: the office's own address for
 * `default`, else the address of the office's book with that key. Any other key (another office's
 * address, a removed one) is refused with 422 `address_unknown`, naming no other office's data.
 */
export async function deliveryAddressForKey(
  db: Db,
  office: OfficeRow,
  key: string,
): Promise<StoredAddress> {
  if (key === DEFAULT_ADDRESS_KEY) return officeDeliveryAddress(office);
  const id = /^[1-9]\d{0,9}$/.test(key) ? Number(key) : Number.NaN;
  const [row] =
    Number.isSafeInteger(id) && id <= MAX_ID
      ? await db
          .select()
          .from(officeAddresses)
          .where(and(eq(officeAddresses.id, id), eq(officeAddresses.officeId, office.id)))
          .limit(1)
      : [];
  if (!row) {
    throw new RuleViolationError(
      'address_unknown',
      `Unknown address_key; use '${DEFAULT_ADDRESS_KEY}' or the key of an address of the office's book`,
    );
  }
  return bookDeliveryAddress(row);
}
