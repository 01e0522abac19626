/**
 * What a consuming team's app does with the published packages: import each one by its public
 * name and use it once. install-proof.mjs copies this file into a scratch project outside the
 * workspace, where the packages come from a registry (`npm install`), and runs it with node.
 * Plain JavaScript on purpose: no TypeScript, no bundler, no Vite.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { signAnonymousPayload, verifyAnonymousToken } from '@careshop/anonymous-token';
import { createApiClient, memoryTokenStore } from '@careshop/api-client';
import { checkCartRules, createEmptyCart, selectBadgeCount } from '@careshop/cart-engine';
import { buildBinsCsv, occupancy, parseBinsCsv } from '@careshop/counting';
import { Button, defaultCustomization, ThemeProvider } from '@careshop/design-system';
import { createI18n, formatMoney } from '@careshop/i18n';
import { createLazyI18n } from '@careshop/i18n/lazy';
import { applyShopQuery } from '@careshop/shop-filtering';
import { loginFormSchema, toFieldErrors } from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const done = [];

// cart-engine: a cart rule.
const line = { id: 'p-1', price_in_cents: 1250, quantity: 3 };
assert.deepEqual(checkCartRules({ max: 10_000, products: [line] }), []);
const capped = checkCartRules({ max: 2_000, products: [line] });
assert.equal(capped[0]?.code, 'max_order_price_reached');
assert.equal(selectBadgeCount({ ...createEmptyCart({ max: 10_000 }), products: [line] }), 3);
done.push('cart-engine: checkCartRules refuses a 37.50 cart over a 20.00 cap');

// validation: a schema parse.
assert.equal(loginFormSchema.safeParse({ email: 'anna@example.com', password: 'x' }).success, true);
const refused = loginFormSchema.safeParse({ email: '', password: 'x', extra: 1 });
assert.equal(refused.success, false);
assert.ok(Object.keys(toFieldErrors(refused.error)).length > 0);
done.push('validation: loginFormSchema parses a login and refuses a bad one with i18n keys');

// i18n: a dictionary lookup, from the full entry and from the lazy one.
const fr = createI18n({ locale: 'fr-FR' });
assert.equal(fr.t('footer.copyright', { year: 2026 }), '© 2026 Tous droits réservés.');
assert.match(formatMoney(1250, 'EUR', 'fr-FR'), /^12,50\s€$/);
const lazyDe = await createLazyI18n({ locale: 'de-DE' });
assert.notEqual(lazyDe.t('footer.copyright', { year: 2026 }), 'footer.copyright');
done.push('i18n: fr dictionary lookup (./) and a lazily loaded de dictionary (./lazy)');

// shop-filtering: a filtered, sorted shop view.
const { products, filters } = applyShopQuery({
  products: [
    { part_no: 'B-1', SKUName: 'Glass bottle', price_in_cents: 900, stock: 4, filters: ['Glass'] },
    { part_no: 'B-2', SKUName: 'Plastic bottle', price_in_cents: 500, filters: ['Plastic'] },
  ],
  keyword: 'bottle',
  checkedFilters: ['Glass'],
  sort: 'price-asc',
});
assert.deepEqual(
  products.map((product) => product.part_no),
  ['B-1'],
);
assert.ok(filters.some((filter) => filter.title === 'Glass' && filter.checked));
done.push('shop-filtering: applyShopQuery filters and sorts a catalogue');

// counting: a device payload parser.
const start = new Date('2026-03-05T09:00:00Z');
const bins = [
  { zone: '', start, end: new Date('2026-03-05T09:15:00Z'), enters: 12, exits: 5, missing: false },
];
const parsed = parseBinsCsv(buildBinsCsv({ deviceRef: 'door-1', bins }), {
  timeZone: 'Europe/Paris',
  now: new Date('2026-03-05T10:00:00Z'),
});
assert.equal(parsed.deviceRef, 'door-1');
const [bin] = parsed.bins;
assert.equal(bin?.enters, 12);
assert.equal(occupancy(12, 5, { optimalBalance: 10, balanceOrange: 60, balanceRed: 90 }).count, 7);
done.push('counting: parseBinsCsv reads a bins CSV; occupancy counts 7 inside');

// anonymous-token: sign and verify.
const key = 'a'.repeat(32);
const body = { email: 'anna@example.com' };
const token = await signAnonymousPayload(body, key);
await verifyAnonymousToken(token, body, key);
done.push('anonymous-token: a signed anonymous token verifies');

// api-client: a typed call through an injected fetch (no server needed).
const requests = [];
const api = createApiClient({
  baseUrl: 'https://shop.example.com',
  tokenStore: memoryTokenStore(),
  fetch: async (input, init) => {
    const request = new Request(input, init);
    requests.push(`${request.method} ${request.url}`);
    return Response.json([{ id: 7, key: 'feeding', link: 'feeding', name: 'Feeding' }]);
  },
});
const categories = await api.call(shopRoutes.categories, {});
assert.equal(categories[0]?.key, 'feeding');
assert.match(requests[0] ?? '', /^GET https:\/\/shop\.example\.com\/api\/admin\/category/);
done.push(
  'api-client: a contract route called with the one client parses the answer with its schema',
);

// design-system: a component rendered to a string, styled by the shipped CSS file.
const html = renderToString(
  createElement(
    ThemeProvider,
    { customization: defaultCustomization },
    createElement(Button, { variant: 'primary' }, 'Order'),
  ),
);
assert.match(html, /<button[^>]*>Order<\/button>/);
const cssPath = fileURLToPath(import.meta.resolve('@careshop/design-system/styles.css'));
const css = readFileSync(cssPath, 'utf8');
const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1].split(/\s+/));
const styled = classes.filter((name) => css.includes(`.${name}`));
assert.ok(styled.length > 0, `no class of ${classes.join(' ')} is in ${cssPath}`);
done.push(
  `design-system: <Button> renders with react-dom/server; ${styled.length} of its classes are styled by @careshop/design-system/styles.css`,
);

for (const message of done) console.log(`ok ${message}`);
