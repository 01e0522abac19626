import {
  CHECKOUT_STEPS,
  type CheckoutStep,
  checkoutStepIndex,
  deliveryOptionOf,
  expectedDeliveryDate,
  SHIPPING_RATES_CENTS,
} from '@careshop/cart-engine';
import {
  Banner,
  Button,
  Card,
  Checkbox,
  EmptyState,
  RadioGroup,
  Spinner,
  Stack,
  Stepper,
} from '@careshop/design-system';
import { formatDate, formatMoney } from '@careshop/i18n';
import {
  approvalNeeded,
  type FieldErrors,
  orderReferenceSchema,
  toFieldErrors,
} from '@careshop/validation';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyArt } from '../../../components/empty-art';
import { OfficeRoleNotice } from '../../../components/office-role-notice';
import { OrderingForBanner } from '../../../components/ordering-for-banner';
import { PageSection } from '../../../components/page-section';
import { serverErrorCode } from '../../../lib/api';
import { useOfficeAllows, useOfficeTexts } from '../../../lib/office';
import { rememberPurchase } from '../../../lib/purchase-tracking';
import { useAccountStore } from '../../../stores/account-store';
import { isApprovalRequest, useCreateOrder } from '../api/create-order';
import { startPayment } from '../api/start-payment';
import { orderErrorMessage, violationMessage } from '../cart-messages';
import { useCartView } from '../hooks/use-cart-view';
import { useDeliveryAddress } from '../hooks/use-delivery-address';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import { CheckoutAddressStep } from './checkout-address-step';
import { CheckoutReferenceFields } from './checkout-reference-fields';
import { CheckoutReview } from './checkout-review';
import { CouponForm } from './coupon-form';

const stepLabelKeys: Record<CheckoutStep, string> = {
  cart: 'cart.steps.cart',
  address: 'cart.steps.address',
  shipping: 'cart.steps.shipping',
  payment: 'cart.steps.payment',
  review: 'cart.steps.review',
};

/** The cart's PO number and note as the order body takes them: empty ones left out. */
function referenceOf(cart: { po_number?: string; note?: string }) {
  return orderReferenceSchema.safeParse({
    po_number: cart.po_number?.trim() || undefined,
    note: cart.note?.trim() || undefined,
  });
}

const deliveryOptions = ['standard', 'regular', 'overnight'] as const;

/**
 * SPEC 2 cart with the steps cart → address → shipping → payment, then the review (decision 247)
 * where the order is confirmed.
 */
export function CartPage() {
  const { t } = useTranslation();
  const mayOrder = useOfficeAllows('order');
  if (!mayOrder) return <OfficeRoleNotice title={t('cart.title')} />;
  return <Cart />;
}

function Cart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = useCartView();
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const company = useAccountStore((state) => state.company);
  const createOrder = useCreateOrder();
  const [terms, setTerms] = useState({ sales: false, use: false });
  const [termsError, setTermsError] = useState(false);
  const [orderError, setOrderError] = useState<{
    key: string;
    params?: Record<string, unknown>;
  } | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [referenceErrors, setReferenceErrors] = useState<FieldErrors>({});
  const { cart, dispatch } = view;
  const delivery = useDeliveryAddress(cart.addresskey);
  const stepIndex = checkoutStepIndex(cart.step);
  const hasLines = cart.products.some((line) => line.quantity > 0);
  const blocking = view.violations.filter((violation) => violation.code !== 'empty_cart');
  const mustChooseOffice = isSalesRep && !company;
  const ordersLeft = view.check?.remaining_orders_this_year;
  useOfficeTexts();
  // The server's rule, previewed (decision 330): over the threshold or over what is left of the
  // member's limit, the order is sent for approval instead of placed.
  const memberLimit = view.check?.member_limit;
  const needsApproval = memberLimit
    ? approvalNeeded(
        {
          limitCents: memberLimit.limit_cents,
          period: memberLimit.period,
          approvalThresholdCents: memberLimit.approval_threshold_cents,
        },
        memberLimit.spent_cents,
        cart.total,
      )
    : null;
  const canContinue =
    hasLines &&
    blocking.length === 0 &&
    !view.serverBlocked &&
    !mustChooseOffice &&
    ordersLeft !== 0;

  /** The PO number and note pass their schema (else their errors show on the payment step). */
  const checkReference = () => {
    const reference = referenceOf(cart);
    setReferenceErrors(reference.success ? {} : toFieldErrors(reference.error));
    return reference;
  };
  const next = () => {
    if (cart.step === 'payment' && !checkReference().success) return;
    dispatch({ type: 'nextStep' });
  };

  const placeOrder = async () => {
    if (!terms.sales || !terms.use) {
      setTermsError(true);
      return;
    }
    setTermsError(false);
    setOrderError(null);
    const reference = checkReference();
    if (!reference.success) {
      dispatch({ type: 'setStep', step: 'payment' });
      return;
    }
    const lines = cart.products
      .filter((line) => line.quantity > 0)
      .map((line) => ({ id: line.id, quantity: line.quantity }));
    const paysByCard = cart.payment.method === 'creditcard' && cart.total > 0;
    try {
      const order = await createOrder.mutateAsync({
        idempotencyKey,
        body: {
          lines,
          address_key: delivery.key,
          shipping_method: deliveryOptionOf(cart.shipping_method),
          payment_method: paysByCard ? 'creditcard' : 'cod',
          coupon_code: cart.code || undefined,
          ...reference.data,
          accepted_terms: true,
          accepted_sales_terms: true,
        },
      });
      dispatch({ type: 'reset', max_order_amount: cart.max });
      setIdempotencyKey(crypto.randomUUID());
      if (isApprovalRequest(order)) {
        // 202 (decision 330): nothing is ordered yet, so no purchase is tracked and nothing paid;
        // the request's page says it waits for an approver.
        await navigate({
          to: '/approvals/$requestId',
          params: { requestId: String(order.id) },
          search: { submitted: 1 },
        });
        return;
      }
      rememberPurchase(order.id, cart);
      if (paysByCard) {
        const payment = await startPayment(Number(order.id));
        window.location.assign(payment.payment_url);
        return;
      }
      await navigate({ to: '/order-confirmation/$orderId', params: { orderId: String(order.id) } });
    } catch (error) {
      setOrderError(orderErrorMessage(serverErrorCode(error)));
    }
  };

  if (!hasLines) {
    return (
      <PageSection title={t('cart.title')}>
        <EmptyState
          icon={<EmptyArt name="empty-cart" />}
          title={t('errors.empty.cart')}
          headingLevel={2}
          action={
            <Button onClick={() => void navigate({ to: '/c-p' })}>
              {t('cart.continue_shopping')}
            </Button>
          }
        />
        <p>
          <Link to="/profile/saved-carts">{t('profile.saved_carts')}</Link>
        </p>
      </PageSection>
    );
  }

  return (
    <PageSection title={t('cart.title')}>
      <Stepper
        steps={CHECKOUT_STEPS.map((step) => ({ id: step, label: t(stepLabelKeys[step]) }))}
        activeIndex={stepIndex}
        label={t('cart.steps.label')}
        completedLabel={t('cart.steps.completed')}
        onStepSelect={(index) =>
          dispatch({ type: 'setStep', step: CHECKOUT_STEPS[index] ?? 'cart' })
        }
      />
      <OrderingForBanner />
      {ordersLeft === 0 ? (
        <Banner severity="error" live="status">
          {t('errors.cart.max-orders-exceeded')}
        </Banner>
      ) : null}
      {blocking
        .filter((violation) => !('productId' in violation))
        .map((violation) => (
          <Banner key={violation.code} severity="warning" live="status">
            {t(violationMessage(violation).key, violationMessage(violation).params)}
          </Banner>
        ))}
      {needsApproval ? (
        <Banner severity="info" live="status">
          <span data-testid="approval-preview">
            {t(
              needsApproval === 'over_threshold'
                ? 'office.spending.needs_approval_threshold'
                : 'office.spending.needs_approval_limit',
            )}
          </span>
        </Banner>
      ) : null}
      {orderError ? (
        <Banner severity="error" live="alert">
          {t(orderError.key, orderError.params)}
        </Banner>
      ) : null}
      <div className={cart.step === 'review' ? undefined : 'shop-two-columns shop-cart-layout'}>
        <div>
          {cart.step === 'cart' ? (
            <Card>
              {view.checking && !view.check ? (
                <Spinner label={t('common.loading')} size="sm" />
              ) : null}
              <CartLines
                views={view.views.filter((entry) => entry.line.quantity > 0)}
                violations={view.violations}
                currency={view.currency}
                locale={view.intlLocale}
                dispatch={dispatch}
              />
              <CouponForm cart={cart} dispatch={dispatch} />
              <p>
                <Link to="/profile/saved-carts">{t('profile.carts.save_title')}</Link>
              </p>
            </Card>
          ) : null}
          {cart.step === 'address' ? (
            <Card as="section" title={t('checkout.address.title')} headingLevel={2}>
              <CheckoutAddressStep
                book={delivery.book}
                value={delivery.key}
                onChoose={(key) => dispatch({ type: 'setShippingAddress', addresskey: key })}
              />
            </Card>
          ) : null}
          {cart.step === 'shipping' ? (
            <Card>
              <RadioGroup
                label={t('checkout.shipping.title')}
                value={deliveryOptionOf(cart.shipping_method)}
                onValueChange={(value) =>
                  dispatch({
                    type: 'setShippingMethod',
                    shipping_method:
                      value === 'standard' ? 'Standard' : (value as 'regular' | 'overnight'),
                  })
                }
                options={deliveryOptions.map((option) => ({
                  value: option,
                  label: [
                    t(`checkout.shipping.${option}.label`),
                    SHIPPING_RATES_CENTS[option] > 0
                      ? formatMoney(SHIPPING_RATES_CENTS[option], view.currency, view.intlLocale)
                      : t('common.free'),
                    `${t(`checkout.shipping.${option}.description`)} (${t(
                      'checkout.shipping.expected',
                      {
                        date: formatDate(
                          expectedDeliveryDate(option, new Date()),
                          view.intlLocale,
                          {
                            dateStyle: 'full',
                            timeZone: 'UTC',
                          },
                        ),
                      },
                    )})`,
                  ].join(' — '),
                }))}
              />
            </Card>
          ) : null}
          {cart.step === 'payment' ? (
            <Card>
              <Stack gap="lg">
                {cart.total > 0 ? (
                  <RadioGroup
                    label={t('checkout.payment.title')}
                    value={cart.payment.method}
                    onValueChange={(value) => dispatch({ type: 'setPaymentMethod', method: value })}
                    options={[
                      { value: 'cod', label: t('checkout.payment.cod') },
                      { value: 'creditcard', label: t('checkout.payment.creditcard') },
                    ]}
                  />
                ) : (
                  <p>{t('checkout.payment.no_payment_needed')}</p>
                )}
                <CheckoutReferenceFields
                  poNumber={cart.po_number ?? ''}
                  note={cart.note ?? ''}
                  errors={referenceErrors}
                  onChange={(change) => dispatch({ type: 'setOrderReference', ...change })}
                />
              </Stack>
            </Card>
          ) : null}
          {cart.step === 'review' ? (
            <Stack gap="md">
              <CheckoutReview
                cart={cart}
                views={view.views}
                address={delivery.address}
                currency={view.currency}
                locale={view.intlLocale}
                onChange={(step) => dispatch({ type: 'setStep', step })}
              />
              <Card>
                <Stack gap="md">
                  <Checkbox
                    label={t('checkout.terms.sales_terms')}
                    checked={terms.sales}
                    onChange={(event) => setTerms({ ...terms, sales: event.target.checked })}
                  />
                  <Checkbox
                    label={t('checkout.terms.terms_of_use')}
                    checked={terms.use}
                    onChange={(event) => setTerms({ ...terms, use: event.target.checked })}
                    error={termsError ? t('errors.cart.terms_required') : undefined}
                  />
                  <Button
                    onClick={() => void placeOrder()}
                    loading={createOrder.isPending}
                    disabled={!canContinue}
                  >
                    {t('checkout.place_order')}
                  </Button>
                </Stack>
              </Card>
            </Stack>
          ) : null}
          <Stack direction="horizontal" gap="sm" justify="between" style={{ marginTop: '1rem' }}>
            {stepIndex > 0 ? (
              <Button variant="outline" onClick={() => dispatch({ type: 'previousStep' })}>
                {t('common.back')}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void navigate({ to: '/c-p' })}>
                {t('cart.continue_shopping')}
              </Button>
            )}
            {cart.step !== 'review' ? (
              <Button onClick={next} disabled={!canContinue}>
                {cart.step === 'cart' ? t('cart.to_checkout') : t('common.next')}
              </Button>
            ) : null}
          </Stack>
        </div>
        {cart.step !== 'review' ? (
          <CartSummary
            cart={cart}
            check={view.check}
            currency={view.currency}
            locale={view.intlLocale}
            country={delivery.address?.country}
          />
        ) : null}
      </div>
    </PageSection>
  );
}
