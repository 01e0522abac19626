import { Banner, Button, Card, RadioGroup, Spinner, Stack } from '@careshop/design-system';
import {
  DEFAULT_ADDRESS_KEY,
  type DeliveryAddress,
  type OfficeAddressBook,
} from '@careshop/validation';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressForm } from '../../../components/address-form';
import { deliveryAddressLines } from '../../../components/delivery-address';
import { serverErrorCode } from '../../../lib/api';
import { useSaveAddress } from '../../../lib/queries/address-book';

/** One choice of the address list: the name in bold, then the rest of the address on one line. */
function AddressChoice({ title, address }: { title?: string; address: DeliveryAddress }) {
  const { i18n } = useTranslation();
  const [name, ...rest] = deliveryAddressLines(address, i18n.language);
  return (
    <span>
      {title ? <strong>{title}: </strong> : null}
      <strong>{name}</strong>
      {rest.length > 0 ? `, ${rest.join(', ')}` : null}
    </span>
  );
}

/** Props of {@link CheckoutAddressStep}. */
export interface CheckoutAddressStepProps {
  book: { data: OfficeAddressBook | undefined; isPending: boolean; isError: boolean };
  /** The chosen address key (`default` or a book address's key). */
  value: string;
  onChoose(key: string): void;
}

/**
 * The checkout's address step (decision 246): the office's own address, the default, or one of its
 * book; a new address can be added here, saved to the book and chosen at once.
 */
export function CheckoutAddressStep({ book, value, onChoose }: CheckoutAddressStepProps) {
  const { t } = useTranslation();
  const save = useSaveAddress();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (book.isPending) return <Spinner label={t('common.loading')} size="sm" />;
  if (!book.data) {
    return (
      <Banner severity="warning" live="status">
        {t('checkout.address.load_failed')}
      </Banner>
    );
  }
  const { items, max } = book.data;
  return (
    <Stack gap="md">
      <RadioGroup
        label={t('checkout.address.choose_label')}
        value={value}
        onValueChange={onChoose}
        options={[
          {
            value: DEFAULT_ADDRESS_KEY,
            label: (
              <AddressChoice
                title={t('profile.addresses.office_address')}
                address={book.data.default.delivery}
              />
            ),
          },
          ...items.map((item) => ({
            value: item.key,
            label: <AddressChoice address={item.delivery} />,
          })),
        ]}
      />
      {adding ? (
        <Card as="section" title={t('profile.addresses.add_title')} headingLevel={3}>
          <AddressForm
            submitLabel={t('checkout.address.save_and_use')}
            failure={failure}
            onCancel={() => setAdding(false)}
            onSubmit={async (body) => {
              setFailure(null);
              try {
                const created = await save.mutateAsync({ body });
                onChoose(created.key);
                setAdding(false);
              } catch (error) {
                setFailure(
                  serverErrorCode(error) === 'address_book_full'
                    ? t('profile.addresses.full', { max })
                    : t('profile.addresses.failed'),
                );
              }
            }}
          />
        </Card>
      ) : (
        <div className="shop-actions">
          <Button variant="outline" disabled={items.length >= max} onClick={() => setAdding(true)}>
            {t('checkout.address.add')}
          </Button>
          <Link to="/profile/addresses">{t('checkout.address.manage')}</Link>
        </div>
      )}
    </Stack>
  );
}
