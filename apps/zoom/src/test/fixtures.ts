import type { Product, User } from '@careshop/validation';

export interface MemoryStorage {
  data: Map<string, string>;
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
}

/** A Web-Storage-like map, so a test can "reload" by building a second store on it. */
export function memoryStorage(): MemoryStorage {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => {
      data.set(name, value);
    },
    removeItem: (name) => {
      data.delete(name);
    },
  };
}

function product(partNo: string, name: string, extra: Partial<Product> = {}): Product {
  return {
    part_no: partNo,
    ctn: `SCF${partNo.replace('-', '')}`,
    SKUName: name,
    price_in_cents: 0,
    stock: 99,
    filters: [],
    ...extra,
  } as Product;
}

export const catalogue: Product[] = [
  product('BF-002', 'Breast pads', { max_order_amount: 5 }),
  product('BO-002', 'Bottle 260 ml', { stock: 3 }),
  product('SO-005', 'Soother night', { not_available_online: true }),
  product('ED-001', 'Leaflet', { download_only: true }),
  product('BO-006', 'Bottle 330 ml', { stock: 0 }),
];

export function user(licenseValid: string | null): User {
  return {
    id: 1,
    is_valid: true,
    is_sales: false,
    max_order_amount: -1,
    license_valid: licenseValid,
  } as User;
}
