import { Banner, Button, Card, Dialog, Stack } from '@careshop/design-system';
import type { OfficeAddress, OfficeAddressBody } from '@careshop/validation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressForm } from '../../../components/address-form';
import { DeliveryAddressBlock } from '../../../components/delivery-address';
import { gateOfficePage } from '../../../components/office-page-gate';
import { PageSection } from '../../../components/page-section';
import { serverErrorCode } from '../../../lib/api';
import {
  useAddressBook,
  useAddressBookOffice,
  useRemoveAddress,
  useSaveAddress,
} from '../../../lib/queries/address-book';
import { useAccountStore } from '../../../stores/account-store';

type Editing = { mode: 'add' } | { mode: 'edit'; address: OfficeAddress } | null;

function bodyOf(address: OfficeAddress): OfficeAddressBody {
  return {
    company_name: address.company_name,
    street_name: address.street_name,
    house_number: address.house_number || undefined,
    address: address.address || undefined,
    postalcode: address.postalcode,
    city: address.city,
    country: address.country,
  };
}

/**
 * The office's delivery addresses (issue 15, decision 246): its own address, the default, and the
 * address book its professionals, or a rep acting for it, add to, change and remove from.
 */
export function AddressBookPage() {
  const { t } = useTranslation();
  const office = useAddressBookOffice();
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const company = useAccountStore((state) => state.company);
  const book = useAddressBook();
  const save = useSaveAddress();
  const remove = useRemoveAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<OfficeAddress | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After a form closes or an address goes, the focus returns to the add button once it is back.
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (!returnFocus || editing !== null || removing !== null) return;
    addButton.current?.focus();
    setReturnFocus(false);
  }, [returnFocus, editing, removing]);

  const failureText = (error: unknown) =>
    serverErrorCode(error) === 'address_book_full'
      ? t('profile.addresses.full', { max: book.data?.max })
      : t('profile.addresses.failed');

  const submit = async (body: OfficeAddressBody) => {
    setFailure(null);
    try {
      const id = editing?.mode === 'edit' ? editing.address.id : undefined;
      await save.mutateAsync(id === undefined ? { body } : { id, body });
      setNotice(t(id === undefined ? 'profile.addresses.added' : 'profile.addresses.updated'));
      setEditing(null);
      setReturnFocus(true);
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      setNotice(t('profile.addresses.removed'));
    } catch (error) {
      setNotice(null);
      setFailure(failureText(error));
    } finally {
      setRemoving(null);
      setReturnFocus(true);
    }
  };

  const title = t('profile.delivery_addresses');
  const gate = gateOfficePage(title, office, book);
  if (!gate.ready) return gate.element;
  const { items, max } = gate.data;
  const full = items.length >= max;
  const open = (next: Editing) => {
    setFailure(null);
    setNotice(null);
    setEditing(next);
  };

  return (
    <PageSection
      title={title}
      intro={
        isSalesRep && company
          ? t('profile.addresses.for_office', { company: company.company_name ?? company.cust_no })
          : t('profile.addresses.intro')
      }
    >
      {notice ? (
        <Banner severity="success" live="status">
          {notice}
        </Banner>
      ) : null}
      <Card as="section" title={t('profile.addresses.office_address')} headingLevel={2}>
        <Stack gap="xs">
          <DeliveryAddressBlock address={gate.data.default.delivery} testId="office-address" />
          <p className="shop-muted">{t('profile.addresses.office_address_help')}</p>
        </Stack>
      </Card>
      <section aria-labelledby="address-book-heading">
        <Stack gap="sm">
          <h2 id="address-book-heading">
            {t('profile.addresses.saved', { count: items.length, max })}
          </h2>
          {items.length === 0 ? <p>{t('profile.addresses.empty')}</p> : null}
          <ul
            className="shop-plain-list shop-office-list"
            data-testid="address-book"
            hidden={items.length === 0}
          >
            {items.map((address) => (
              <li key={address.id} className="shop-office-row">
                {editing?.mode === 'edit' && editing.address.id === address.id ? (
                  <Card
                    as="section"
                    title={t('profile.addresses.edit_title')}
                    headingLevel={3}
                    className="shop-grow"
                  >
                    <AddressForm
                      initial={bodyOf(address)}
                      submitLabel={t('common.save')}
                      onSubmit={submit}
                      onCancel={() => setEditing(null)}
                      failure={failure}
                    />
                  </Card>
                ) : (
                  <>
                    <DeliveryAddressBlock address={address.delivery} />
                    <div className="shop-actions">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => open({ mode: 'edit', address })}
                      >
                        {t('common.edit')}
                        <span className="shop-visually-hidden"> {address.company_name}</span>
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setRemoving(address)}>
                        {t('common.remove')}
                        <span className="shop-visually-hidden"> {address.company_name}</span>
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
          {editing?.mode === 'add' ? (
            <Card as="section" title={t('profile.addresses.add_title')} headingLevel={3}>
              <AddressForm
                submitLabel={t('profile.addresses.add')}
                onSubmit={submit}
                onCancel={() => {
                  setEditing(null);
                  setReturnFocus(true);
                }}
                failure={failure}
              />
            </Card>
          ) : (
            <div className="shop-actions">
              <Button ref={addButton} disabled={full} onClick={() => open({ mode: 'add' })}>
                {t('profile.addresses.add')}
              </Button>
              {full ? <span>{t('profile.addresses.full', { max })}</span> : null}
            </div>
          )}
          {failure && editing === null ? (
            <Banner severity="error" live="alert">
              {failure}
            </Banner>
          ) : null}
        </Stack>
      </section>
      {removing ? (
        <Dialog
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) setRemoving(null);
          }}
          title={t('profile.addresses.remove_title')}
          description={t('profile.addresses.remove_text')}
          closeLabel={t('common.close')}
          size="sm"
          footer={
            <div className="shop-actions">
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() => void confirmRemove()}
              >
                {t('common.remove')}
              </Button>
              <Button variant="ghost" onClick={() => setRemoving(null)}>
                {t('common.cancel')}
              </Button>
            </div>
          }
        >
          <DeliveryAddressBlock address={removing.delivery} />
        </Dialog>
      ) : null}
    </PageSection>
  );
}
