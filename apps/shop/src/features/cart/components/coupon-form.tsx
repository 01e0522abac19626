import type { CartAction, CartState } from '@careshop/cart-engine';
import { Button, Stack, TextField } from '@careshop/design-system';
import { couponFormSchema, toFieldErrors } from '@careshop/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../stores/notification-store';
import { useCheckCoupon } from '../api/check-coupon';

/** The coupon field (SPEC 5: case sensitive; not for bundles, promo or discounted items). */
export function CouponForm({
  cart,
  dispatch,
}: {
  cart: CartState;
  dispatch: (action: CartAction) => unknown;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(cart.code);
  const [error, setError] = useState<string | undefined>();
  const check = useCheckCoupon();
  const lines = cart.products
    .filter((line) => line.quantity > 0)
    .map((line) => ({ id: line.id, quantity: line.quantity }));
  const apply = async () => {
    const parsed = couponFormSchema.safeParse({ code });
    if (!parsed.success) {
      const first = toFieldErrors(parsed.error).code;
      setError(first ? t(first.key, first.params) : t('errors.coupon.invalid'));
      return;
    }
    try {
      const answer = await check.mutateAsync({ code: parsed.data.code, lines });
      dispatch({ type: 'setCouponCode', code: answer.code });
      dispatch({ type: 'setDiscount', discount: answer.discount_cents });
      setError(undefined);
      notify({ message: 'errors.coupon.success', severity: 'success' });
    } catch {
      dispatch({ type: 'setCouponCode', code: '' });
      dispatch({ type: 'setDiscount', discount: 0 });
      setError(t('errors.coupon.invalid'));
    }
  };
  return (
    <Stack direction="horizontal" gap="sm" align="end" wrap>
      <TextField
        label={t('cart.coupon.label')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        help={cart.code ? t('cart.coupon.applied', { code: cart.code }) : undefined}
      />
      <Button
        variant="secondary"
        onClick={() => void apply()}
        loading={check.isPending}
        disabled={lines.length === 0}
      >
        {t('cart.coupon.apply')}
      </Button>
    </Stack>
  );
}
