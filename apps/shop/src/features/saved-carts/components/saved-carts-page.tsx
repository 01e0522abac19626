import { Banner, Button, Card, Dialog, Stack } from '@careshop/design-system';
import { formatDate } from '@careshop/i18n';
import type { CartTemplateSummary } from '@careshop/validation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gateOfficePage } from '../../../components/office-page-gate';
import { PageSection } from '../../../components/page-section';
import { ReorderOutcomeBanner } from '../../../components/reorder-outcome';
import { serverErrorCode } from '../../../lib/api';
import { useAddressBookOffice } from '../../../lib/queries/address-book';
import {
  getCartTemplate,
  useCartTemplates,
  useRemoveCartTemplate,
  useRenameCartTemplate,
  useSaveCartTemplate,
} from '../../../lib/queries/cart-templates';
import { useReorder } from '../../../lib/use-reorder';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { useAccountStore } from '../../../stores/account-store';
import { useCartStore } from '../../../stores/cart-store';
import { CartTemplateNameForm } from './cart-template-name-form';

/**
 * The office's saved carts (issue 15, decision 250): save the cart under a name, and put a saved
 * cart's lines in the cart the way a reorder does (the same limits, the refused lines named);
 * rename and remove. Reached from the cart and the profile's menu.
 */
export function SavedCartsPage() {
  const { t } = useTranslation();
  const { intlLocale } = useShopLanguage();
  const office = useAddressBookOffice();
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const company = useAccountStore((state) => state.company);
  // The store's array itself (a new filtered array per read would re-render without end).
  const products = useCartStore((state) => state.cart.products);
  const cartLines = products.filter((line) => line.quantity > 0);
  const templates = useCartTemplates();
  const save = useSaveCartTemplate();
  const rename = useRenameCartTemplate();
  const remove = useRemoveCartTemplate();
  const { reorder, outcome, pendingId } = useReorder();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [removing, setRemoving] = useState<CartTemplateSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useRef<HTMLHeadingElement>(null);
  // After a rename or a removal the focus returns to the list's heading once the dialog is gone.
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (!returnFocus || renaming !== null || removing !== null) return;
    list.current?.focus();
    setReturnFocus(false);
  }, [returnFocus, renaming, removing]);

  const title = t('profile.saved_carts');
  const gate = gateOfficePage(title, office, templates);
  if (!gate.ready) return gate.element;
  const { items, max } = gate.data;
  const full = items.length >= max;
  const names = items.map((item) => item.name);
  const failureText = (error: unknown) =>
    serverErrorCode(error) === 'cart_template_limit'
      ? t('profile.carts.full', { max })
      : t('profile.carts.failed');
  const attempt = async (work: () => Promise<string>) => {
    setNotice(null);
    setFailure(null);
    try {
      setNotice(await work());
    } catch (error) {
      if (serverErrorCode(error) === 'cart_template_name_taken') throw error;
      setFailure(failureText(error));
    }
  };

  const load = async (item: CartTemplateSummary) => {
    setNotice(null);
    setFailure(null);
    try {
      const template = await getCartTemplate(item.id);
      await reorder({ id: template.id, lines: template.lines });
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <PageSection
      title={title}
      intro={
        isSalesRep && company
          ? t('profile.carts.for_office', { company: company.company_name ?? company.cust_no })
          : t('profile.carts.intro')
      }
    >
      {outcome ? (
        <ReorderOutcomeBanner
          key={outcome.attempt}
          outcome={outcome}
          noneAdded={t('profile.carts.none_added')}
        />
      ) : null}
      {notice ? (
        <Banner severity="success" live="status">
          {notice}
        </Banner>
      ) : null}
      {failure ? (
        <Banner severity="error" live="alert">
          {failure}
        </Banner>
      ) : null}
      <Card as="section" title={t('profile.carts.save_title')} headingLevel={2}>
        {cartLines.length === 0 ? (
          <p className="shop-flush">{t('profile.carts.cart_empty')}</p>
        ) : full ? (
          <p className="shop-flush">{t('profile.carts.full', { max })}</p>
        ) : (
          <Stack gap="sm">
            <p className="shop-muted">
              {t('profile.carts.cart_lines', { count: cartLines.length })}
            </p>
            <CartTemplateNameForm
              id="save-cart-template"
              takenNames={names}
              submitLabel={t('profile.carts.save')}
              onSubmit={(name) =>
                attempt(async () => {
                  const saved = await save.mutateAsync({
                    name,
                    lines: cartLines.map((line) => ({ id: line.id, quantity: line.quantity })),
                  });
                  return t('profile.carts.saved', { name: saved.name });
                })
              }
            />
          </Stack>
        )}
      </Card>
      <section aria-labelledby="saved-carts-heading">
        <Stack gap="sm">
          <h2 id="saved-carts-heading" ref={list} tabIndex={-1} className="shop-focus-target">
            {t('profile.carts.list_title', { count: items.length, max })}
          </h2>
          {items.length === 0 ? <p>{t('profile.carts.empty')}</p> : null}
          <ul
            className="shop-plain-list shop-office-list"
            data-testid="saved-carts"
            hidden={items.length === 0}
          >
            {items.map((item) => (
              <li key={item.id} className="shop-office-row">
                {renaming === item.id ? (
                  <Card
                    as="section"
                    title={t('profile.carts.rename_title')}
                    headingLevel={3}
                    className="shop-grow"
                  >
                    <CartTemplateNameForm
                      id={`rename-cart-template-${item.id}`}
                      initial={item.name}
                      takenNames={names.filter((name) => name !== item.name)}
                      submitLabel={t('common.save')}
                      autoFocus
                      onCancel={() => {
                        setRenaming(null);
                        setReturnFocus(true);
                      }}
                      onSubmit={(name) =>
                        attempt(async () => {
                          await rename.mutateAsync({ id: item.id, name });
                          setRenaming(null);
                          setReturnFocus(true);
                          return t('profile.carts.renamed');
                        })
                      }
                    />
                  </Card>
                ) : (
                  <>
                    <div className="shop-template-summary">
                      <h3 className="shop-flush">{item.name}</h3>
                      <p className="shop-muted">
                        {t('profile.carts.lines', { count: item.line_count })}
                        {' · '}
                        {t('profile.carts.saved_by', {
                          name: item.saved_by,
                          date: formatDate(new Date(item.saved_at), intlLocale, {
                            dateStyle: 'medium',
                          }),
                        })}
                      </p>
                    </div>
                    <div className="shop-actions">
                      <Button
                        size="sm"
                        loading={pendingId === String(item.id)}
                        onClick={() => void load(item)}
                      >
                        {t('profile.carts.load')}
                        <span className="shop-visually-hidden"> {item.name}</span>
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => {
                          setNotice(null);
                          setFailure(null);
                          setRenaming(item.id);
                        }}
                      >
                        {t('profile.carts.rename')}
                        <span className="shop-visually-hidden"> {item.name}</span>
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setRemoving(item)}>
                        {t('common.remove')}
                        <span className="shop-visually-hidden"> {item.name}</span>
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Stack>
      </section>
      {removing ? (
        <Dialog
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) {
              setRemoving(null);
              setReturnFocus(true);
            }
          }}
          title={t('profile.carts.remove_title')}
          description={t('profile.carts.remove_text')}
          closeLabel={t('common.close')}
          size="sm"
          footer={
            <div className="shop-actions">
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  void attempt(async () => {
                    await remove.mutateAsync(removing.id);
                    return t('profile.carts.removed');
                  }).finally(() => {
                    setRemoving(null);
                    setReturnFocus(true);
                  })
                }
              >
                {t('common.remove')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setRemoving(null);
                  setReturnFocus(true);
                }}
              >
                {t('common.cancel')}
              </Button>
            </div>
          }
        >
          <p className="shop-flush shop-template-name">{removing.name}</p>
        </Dialog>
      ) : null}
    </PageSection>
  );
}
