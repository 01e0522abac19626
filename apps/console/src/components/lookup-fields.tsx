import { Combobox, type ComboboxOption } from '@careshop/design-system';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../lib/me';
import { productName } from '../lib/product-name';
import { shopQueries } from '../lib/shop-queries';

// The Shop area's fields that pick a row by name and store its id or code (decision 227): sales
// reps, categories, offices, products. A super administrator sees several organisations', so each
// option names its organisation too.

interface LookupFieldProps {
  label: ReactNode;
  /** The chosen row's id or code; '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  name?: string;
  error?: string | undefined;
  required?: boolean;
}

function useLookupTexts() {
  const { t } = useTranslation();
  return {
    emptyLabel: t('console_app.backoffice.no_matches'),
    help: t('console_app.backoffice.search_hint'),
  };
}

/** A sales rep of the scope by name or e-mail; the value is the rep's user id. */
export function SalesRepField(props: LookupFieldProps) {
  const staff = useStaff();
  const texts = useLookupTexts();
  const reps = useQuery(shopQueries.salesReps());
  const options: ComboboxOption[] = (reps.data ?? []).map((rep) => ({
    value: String(rep.id),
    label: rep.name,
    description: staff.super_admin ? `${rep.email} · ${rep.organisation_name}` : rep.email,
  }));
  return <Combobox {...texts} {...props} options={withChosen(options, props.value)} />;
}

/**
 * A category of the scope by its name in the console's language. `by` says what the value is:
 * the id (a product's category) or the key (the product list's filter). `organisationId` keeps
 * the options to one organisation's (a product can only take its own organisation's categories).
 */
export function CategoryField({
  by,
  organisationId,
  ...props
}: LookupFieldProps & { by: 'id' | 'key'; organisationId?: number }) {
  const { i18n } = useTranslation();
  const staff = useStaff();
  const texts = useLookupTexts();
  const categories = useQuery(shopQueries.categories(i18n.language));
  const seen = new Set<string>();
  const options: ComboboxOption[] = [];
  for (const category of categories.data ?? []) {
    if (organisationId !== undefined && category.organisation_id !== organisationId) continue;
    const value = by === 'id' ? String(category.id) : category.key;
    // Two organisations may share a key: the key filter offers it once.
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({
      value,
      label: category.name,
      description:
        staff.super_admin && by === 'id'
          ? `${category.key} · ${category.organisation_name}`
          : category.key,
    });
  }
  return <Combobox {...texts} {...props} options={withChosen(options, props.value)} />;
}

/**
 * An office by customer number or company name (the server searches as you type, like the
 * Customers screen); the value is the customer number.
 */
export function OfficeField(props: LookupFieldProps) {
  const texts = useLookupTexts();
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed.trim());
  const offices = useQuery({
    ...shopQueries.customers(q ? { q } : {}),
    placeholderData: (previous) => previous,
  });
  const options: ComboboxOption[] = (offices.data?.items ?? []).map((office) => ({
    value: office.cust_no,
    label: `${office.cust_no} · ${office.company_name}`,
    description: [office.postalcode, office.city].filter(Boolean).join(' '),
  }));
  return (
    <Combobox
      {...texts}
      {...props}
      options={withChosen(options, props.value)}
      onInputChange={setTyped}
    />
  );
}

/**
 * A product of one organisation by name, part number or code (the server searches as you type);
 * the value is the product's id. `chosen` names a stored choice before any search.
 */
export function ProductField({
  organisationId,
  chosen,
  ...props
}: LookupFieldProps & {
  organisationId: number;
  chosen?: { id: number; name: string } | undefined;
}) {
  const { i18n } = useTranslation();
  const texts = useLookupTexts();
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed.trim());
  const products = useQuery({
    ...shopQueries.products(q ? { q } : {}),
    placeholderData: (previous) => previous,
  });
  const options: ComboboxOption[] = (products.data?.items ?? [])
    .filter((product) => product.organisation_id === organisationId)
    .map((product) => ({
      value: String(product.id),
      label: productName(product, i18n.language),
      description: `${product.part_no} · ${product.ctn}`,
    }));
  const label = chosen && props.value === String(chosen.id) ? chosen.name : props.value;
  return (
    <Combobox
      {...texts}
      {...props}
      options={withChosen(options, props.value, label)}
      onInputChange={setTyped}
    />
  );
}

/** Keeps the chosen value among the options (e.g. from the URL) so its field still shows it. */
function withChosen(options: ComboboxOption[], value: string, label = value): ComboboxOption[] {
  if (value === '' || options.some((option) => option.value === value)) return options;
  return [{ value, label }, ...options];
}
