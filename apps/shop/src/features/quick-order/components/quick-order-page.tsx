import { Banner, Button, Card, Stack } from '@careshop/design-system';
import { formatMoney } from '@careshop/i18n';
import { fieldLimits, ORDER_LINES_TEXT_MAX, type Product } from '@careshop/validation';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeRoleNotice } from '../../../components/office-role-notice';
import { OrderingForBanner } from '../../../components/ordering-for-banner';
import { PageSection } from '../../../components/page-section';
import { additionMessage, cartIdOf } from '../../../lib/cart-additions';
import type { Message } from '../../../lib/cart-line-messages';
import { useOfficeAllows } from '../../../lib/office';
import { productName } from '../../../lib/product-text';
import { useShopConfig } from '../../../lib/queries/get-shop-config';
import { useAdditionContext, useAddLinesToCart } from '../../../lib/use-add-lines-to-cart';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { useAccountStore } from '../../../stores/account-store';
import { useCartStore } from '../../../stores/cart-store';
import { additionsOf, useQuickOrder } from '../hooks/use-quick-order';
import { QuickOrderLine } from './quick-order-line';

/** A line that went into the cart only in part, and why. */
interface PartlyAdded {
  row: number;
  name: string;
  adding: number;
  quantity: number;
  message: Message;
}

/** What "add all to cart" did, when it did not simply open the cart. */
interface AddOutcome {
  attempt: number;
  added: number;
  partly: PartlyAdded[];
  /** Lines left in the field because they could not be added. */
  left: number;
}

/** A note under the file field: what was loaded, or why a file was refused. */
interface FileNote {
  message: Message;
  error: boolean;
}

/**
 * Quick order (issue 15, decision 244): a professional, or a sales rep for the office chosen,
 * types or pastes product codes and quantities one line each (or uploads a CSV file); each line
 * shows at once whether its code is known and what the limits allow, and "add all to cart" puts
 * the lines that can go in into the cart. The cart and the order check everything again.
 */
export function QuickOrderPage() {
  const { t } = useTranslation();
  const mayOrder = useOfficeAllows('order');
  if (!mayOrder) return <OfficeRoleNotice title={t('quick_order.title')} />;
  return <QuickOrderForm />;
}

function QuickOrderForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { lines: useId(), help: useId(), file: useId(), fileHelp: useId() };
  const config = useShopConfig();
  const { language, intlLocale } = useShopLanguage();
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const company = useAccountStore((state) => state.company);
  const mustChooseOffice = isSalesRep && !company;
  const cart = useCartStore((state) => state.cart);
  const context = useAdditionContext();
  const addLines = useAddLinesToCart();
  const [text, setText] = useState('');
  const [fileNote, setFileNote] = useState<FileNote | null>(null);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const [adding, setAdding] = useState(false);
  const attempts = useRef(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const quick = useQuickOrder(text, !mustChooseOffice);
  const money = (cents: number) => formatMoney(cents, config.currency ?? 'EUR', intlLocale);
  const addable = quick.entries.filter((entry) => (entry.verdict?.adding ?? 0) > 0).length;
  const ordersLeft = quick.check?.remaining_orders_this_year;
  const max = quick.planned.max;
  const inCart = (product: Product | undefined) =>
    product ? (cart.products.find((line) => line.id === cartIdOf(product))?.quantity ?? 0) : 0;

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const edit = (next: string) => {
    setText(next);
    setOutcome(null);
  };

  const loadFile = async (file: File) => {
    setOutcome(null);
    if (file.size > ORDER_LINES_TEXT_MAX) {
      setFileNote({
        message: {
          key: 'quick_order.file_too_big',
          params: { size: Math.floor(ORDER_LINES_TEXT_MAX / 1000) },
        },
        error: true,
      });
      return;
    }
    try {
      const content = await file.text();
      // A spreadsheet's own format (xlsx) or any other binary file is no text to read.
      if (content.includes('\u0000')) throw new Error('binary file');
      setText((current) =>
        current.trim() === '' ? content : `${current.replace(/\s+$/, '')}\n${content}`,
      );
      setFileNote({
        message: { key: 'quick_order.file_loaded', params: { name: file.name } },
        error: false,
      });
    } catch {
      setFileNote({ message: { key: 'quick_order.file_unreadable' }, error: true });
    }
  };

  const addAll = async () => {
    setAdding(true);
    const checked = quick.entries.filter((entry) => entry.line.problem === null);
    try {
      const planned = await addLines(additionsOf(checked));
      const verdicts = planned.plan.lines;
      const addedRows = new Set<number>();
      const partly: PartlyAdded[] = [];
      checked.forEach((entry, index) => {
        const verdict = verdicts[index];
        if (!verdict || verdict.adding === 0) return;
        addedRows.add(entry.line.row);
        if (verdict.reason && entry.product) {
          partly.push({
            row: entry.line.row,
            name: productName(entry.product, language),
            adding: verdict.adding,
            quantity: entry.line.quantity ?? 0,
            message: additionMessage(verdict.reason, entry.product, planned, money),
          });
        }
      });
      const left = quick.entries.filter((entry) => !addedRows.has(entry.line.row));
      if (left.length === 0 && partly.length === 0) {
        void navigate({ to: '/cart' });
        return;
      }
      setText(left.map((entry) => entry.line.text).join('\n'));
      setFileNote(null);
      attempts.current += 1;
      setOutcome({ attempt: attempts.current, added: addedRows.size, partly, left: left.length });
    } finally {
      setAdding(false);
    }
  };

  return (
    <PageSection title={t('quick_order.title')} intro={t('quick_order.intro')}>
      <OrderingForBanner />
      {ordersLeft === 0 ? (
        <Banner severity="error" live="status">
          {t('errors.cart.max-orders-exceeded')}
        </Banner>
      ) : null}
      {outcome ? (
        <div
          ref={outcomeRef}
          key={outcome.attempt}
          tabIndex={-1}
          className="shop-focus-target"
          data-testid="quick-order-outcome"
        >
          <Banner
            severity={outcome.partly.length > 0 || outcome.left > 0 ? 'warning' : 'success'}
            live="alert"
            action={
              <Button size="sm" onClick={() => void navigate({ to: '/cart' })}>
                {t('quick_order.view_cart')}
              </Button>
            }
          >
            <p className="shop-flush">{t('quick_order.added', { count: outcome.added })}</p>
            {outcome.partly.length > 0 ? (
              <ul className="shop-flush">
                {outcome.partly.map((line) => (
                  <li key={line.row}>
                    <strong>{line.name}</strong> (
                    {t('orders.reorder.part', { adding: line.adding, quantity: line.quantity })})
                    {' — '}
                    {t(line.message.key, line.message.params)}
                  </li>
                ))}
              </ul>
            ) : null}
            {outcome.left > 0 ? <p className="shop-flush">{t('quick_order.left_to_fix')}</p> : null}
          </Banner>
        </div>
      ) : null}
      <div className="shop-quick-order">
        <Stack gap="md">
          <label className="shop-field-label" htmlFor={ids.lines}>
            {t('quick_order.lines_label')}
          </label>
          <textarea
            id={ids.lines}
            className="shop-quick-order-lines"
            rows={8}
            value={text}
            maxLength={ORDER_LINES_TEXT_MAX}
            spellCheck={false}
            autoCapitalize="characters"
            autoComplete="off"
            aria-describedby={ids.help}
            onChange={(event) => edit(event.target.value)}
          />
          <p id={ids.help} className="shop-help">
            {t('quick_order.lines_help')}
          </p>
          <div className="shop-file-field">
            {/* The browser's own "choose file" words would not follow the shop's language: the
                input is hidden visually (still focusable) and its label is the button. */}
            <input
              id={ids.file}
              className="shop-file-input"
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              aria-describedby={ids.fileHelp}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void loadFile(file);
              }}
            />
            <label className="shop-file-button" htmlFor={ids.file}>
              {t('quick_order.file_label')}
            </label>
            <p id={ids.fileHelp} className="shop-help">
              {t('quick_order.file_help', { max: fieldLimits.cartLines })}
            </p>
            {fileNote ? (
              <p className="shop-help" role={fileNote.error ? 'alert' : 'status'}>
                {t(fileNote.message.key, fileNote.message.params)}
              </p>
            ) : null}
          </div>
          <Stack direction="horizontal" gap="sm" wrap>
            <Button
              onClick={() => void addAll()}
              loading={adding}
              disabled={addable === 0 || mustChooseOffice}
            >
              {t('quick_order.add_all')}
            </Button>
            <Button variant="outline" onClick={() => edit('')} disabled={text === ''}>
              {t('quick_order.clear')}
            </Button>
          </Stack>
        </Stack>
        <Card as="section" title={t('quick_order.checked_lines')} headingLevel={2}>
          <Stack gap="sm">
            {max >= 0 ? (
              <>
                <p className="shop-flush">{t('cart.max_spend', { amount: money(max) })}</p>
                <p className="shop-flush" data-testid="cap-left">
                  {t('cart.limits.cap_left', {
                    amount: money(Math.max(max - quick.planned.plan.subtotal, 0)),
                  })}
                </p>
              </>
            ) : null}
            {typeof ordersLeft === 'number' ? (
              <p className="shop-flush" data-testid="orders-left">
                {t('cart.limits.orders_left', { amount: ordersLeft })}
              </p>
            ) : null}
            {quick.parsed.header ? (
              <p className="shop-flush">
                {t('quick_order.header_skipped', { row: quick.parsed.header.row })}
              </p>
            ) : null}
            {quick.parsed.skipped > 0 ? (
              <p className="shop-flush">
                {t('quick_order.lines_skipped', {
                  max: fieldLimits.cartLines,
                  count: quick.parsed.skipped,
                })}
              </p>
            ) : null}
            {quick.entries.length === 0 ? (
              <p className="shop-flush">{t('quick_order.empty')}</p>
            ) : (
              <>
                {quick.checking ? <p className="shop-flush">{t('quick_order.checking')}</p> : null}
                {quick.checkFailed && !mustChooseOffice ? (
                  <p className="shop-flush">{t('quick_order.check_failed')}</p>
                ) : null}
                <ol className="shop-plain-list shop-quick-lines">
                  {quick.entries.map((entry) => (
                    <QuickOrderLine
                      key={entry.line.row}
                      entry={entry}
                      planned={quick.planned}
                      context={context}
                      inCart={inCart(entry.product)}
                      language={language}
                      money={money}
                    />
                  ))}
                </ol>
                {addable === 0 ? (
                  <p className="shop-flush">{t('quick_order.nothing_to_add')}</p>
                ) : null}
              </>
            )}
          </Stack>
        </Card>
      </div>
    </PageSection>
  );
}
