// Shop query over a 100,000-product catalogue: @careshop/shop-filtering's applyShopQuery (cached
// lower-cased search text, precomputed name and price ranks) against the naive way (toLowerCase on
// every field of every product on every query, then Array.sort with localeCompare), measured in
// the same run on the same data. Both must return the same products and filters before timing.
import { isDeepStrictEqual } from 'node:util';
import { applyShopQuery } from '@careshop/shop-filtering';

const PRODUCT_COUNT = 100_000;
const SEED = 20_240_611;
const WARM_UP_RUNS = 5;
const TIMED_RUNS = 30;
const LOCALE = 'fr';

/** mulberry32: a small seeded PRNG, so every run benchmarks the same catalogue. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const adjectives = ['Soft', 'Élégant', 'natural', 'Anti-colic', 'Ultra', 'comfort', 'Öko', 'Mini'];
const nouns = [
  'Bottle',
  'Teat',
  'Breast pump',
  'Nipple shield',
  'Soother',
  'Steriliser',
  'Bib',
  'Tétine',
  'Zuigfles',
  'Cup',
  'Écharpe',
  'Warmer',
];
const descriptionWords = [
  'silicone',
  'glass',
  'BPA free',
  'dishwasher safe',
  'for newborns',
  'voor thuis',
  'sans BPA',
  'hospital grade',
  'travel',
  'night',
];
const categories = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  key: `cat-${i + 1}`,
  link: `/c-p/cat-${i + 1}/${i + 1}`,
}));
const filterTitles = [
  'Silicone',
  'Glass',
  'Plastic',
  '0-6 months',
  '6-18 months',
  '18+ months',
  'Slow flow',
  'Fast flow',
  'Electric',
  'Manual',
  'Hospital',
  'Home',
  'Free sample',
  'Paid',
  'Promo',
];

function generateCatalogue() {
  const random = seededRandom(SEED);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const products = new Array(PRODUCT_COUNT);
  for (let i = 0; i < PRODUCT_COUNT; i++) {
    const partNo = `P${String(i).padStart(6, '0')}`;
    const titleCount = Math.floor(random() * 4);
    const filters = [];
    for (let t = 0; t < titleCount; t++) {
      const title = pick(filterTitles);
      if (!filters.includes(title)) filters.push(title);
    }
    products[i] = {
      part_no: partNo,
      part_skey: `K${Math.floor(random() * 1e8)}`,
      SKU: `SKU-${Math.floor(random() * 1e6)}`,
      SKUName: `${pick(adjectives)} ${pick(nouns)} ${Math.floor(random() * 400)}`,
      SKUDescription: `${pick(descriptionWords)}, ${pick(descriptionWords)} and ${pick(descriptionWords)}`,
      ctn: `SCF${Math.floor(random() * 1000)}/${Math.floor(random() * 100)}`,
      stock: Math.floor(random() * 200),
      price_in_cents: random() < 0.2 ? 0 : Math.floor(random() * 5000),
      category: pick(categories),
      filters,
      bundle_info: random() < 0.03 ? { items: 3 } : undefined,
    };
  }
  return products;
}

function inCategory(product, category) {
  if (category === undefined) return true;
  if (category === 'PKG') return Boolean(product.bundle_info);
  const c = product.category;
  return (
    c != null && (String(c.id) === String(category) || c.key === category || c.link === category)
  );
}

/** The same query written the obvious way, as a shop would without an index. */
function naiveShopQuery({ products, category, keyword = '', checkedFilters = [], sort }) {
  const needle = keyword.trim().toLowerCase();
  let view = products
    .filter((product) => inCategory(product, category))
    .filter(
      (product) =>
        needle === '' ||
        [
          product.SKUName,
          product.SKUDescription,
          product.ctn,
          product.SKU,
          product.part_no,
          product.part_skey,
        ].some((field) =>
          String(field ?? '')
            .toLowerCase()
            .includes(needle),
        ),
    );
  const counts = new Map();
  for (const product of view) {
    for (const title of new Set(product.filters)) counts.set(title, (counts.get(title) ?? 0) + 1);
  }
  for (const title of checkedFilters) if (!counts.has(title)) counts.set(title, 0);
  const filters = [...counts]
    .map(([title, count]) => ({ title, count, checked: checkedFilters.includes(title) }))
    .sort((a, b) => a.title.localeCompare(b.title, LOCALE));
  if (checkedFilters.length > 0) {
    view = view.filter((product) =>
      product.filters.some((title) => checkedFilters.includes(title)),
    );
  }
  const compare = {
    'price-asc': (a, b) => a.price_in_cents - b.price_in_cents,
    'price-desc': (a, b) => b.price_in_cents - a.price_in_cents,
    'name-asc': (a, b) => a.SKUName.localeCompare(b.SKUName, LOCALE),
    'name-desc': (a, b) => b.SKUName.localeCompare(a.SKUName, LOCALE),
  }[sort];
  if (compare) view.sort(compare);
  return { products: view, filters };
}

const collator = new Intl.Collator(LOCALE);
const indexedShopQuery = (query) => applyShopQuery({ ...query, collator });

const scenarios = [
  {
    label: 'keyword "bottle" + 2 filters + name a-z',
    query: { keyword: 'bottle', checkedFilters: ['Silicone', 'Glass'], sort: 'name-asc' },
  },
  {
    label: 'keyword "sans bpa" + 1 filter + highest price',
    query: { keyword: 'sans bpa', checkedFilters: ['Slow flow'], sort: 'price-desc' },
  },
  {
    label: 'keyword "a" (broad) + 3 filters + name z-a',
    query: { keyword: 'a', checkedFilters: ['Paid', 'Home', 'Manual'], sort: 'name-desc' },
  },
  {
    label: 'category cat-3 + keyword "tétine" + lowest price',
    query: { category: 'cat-3', keyword: 'tétine', sort: 'price-asc' },
  },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function time(run) {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const summary = (result) => ({
  ids: result.products.map((product) => product.part_no),
  filters: result.filters,
});

const generationStart = performance.now();
const catalogue = generateCatalogue();
const generationMs = performance.now() - generationStart;

// The first query on a catalogue array builds its index (search text; name and price ranks
// once a sort needs them). Measured on fresh copies, as when the app receives a new catalogue.
const coldRuns = [];
for (let run = 0; run < 5; run++) {
  const fresh = [...catalogue];
  coldRuns.push(time(() => indexedShopQuery({ products: fresh, ...scenarios[0].query })));
}

const rows = [];
for (const { label, query } of scenarios) {
  const full = { products: catalogue, ...query };
  const expected = summary(naiveShopQuery(full));
  const actual = summary(indexedShopQuery(full));
  if (!isDeepStrictEqual(actual, expected)) {
    console.error(`Results differ for "${label}": the benchmark would compare different work.`);
    process.exit(1);
  }
  for (let run = 0; run < WARM_UP_RUNS; run++) {
    naiveShopQuery(full);
    indexedShopQuery(full);
  }
  const naiveMs = [];
  const indexedMs = [];
  // Interleaved so drift (GC, CPU frequency) hits both sides alike.
  for (let run = 0; run < TIMED_RUNS; run++) {
    naiveMs.push(time(() => naiveShopQuery(full)));
    indexedMs.push(time(() => indexedShopQuery(full)));
  }
  rows.push({
    label,
    matches: expected.ids.length,
    naive: median(naiveMs),
    indexed: median(indexedMs),
  });
}

const ms = (value) => value.toFixed(2).padStart(10);
console.log(
  `shop-filtering: ${PRODUCT_COUNT.toLocaleString('en')} products (seed ${SEED}), collator "${LOCALE}", ` +
    `Node ${process.versions.node}; median of ${TIMED_RUNS} runs after ${WARM_UP_RUNS} warm-up runs`,
);
console.log(
  'identical products (ids, order) and filters checked for every scenario before timing\n',
);
console.log(
  `${'scenario'.padEnd(50)}${'matches'.padStart(9)}${'naive ms'.padStart(10)}${'indexed ms'.padStart(12)}${'speed-up'.padStart(10)}`,
);
for (const row of rows) {
  console.log(
    `${row.label.padEnd(50)}${String(row.matches).padStart(9)}${ms(row.naive)}  ${ms(row.indexed)}${`${(row.naive / row.indexed).toFixed(1)}x`.padStart(10)}`,
  );
}
console.log(
  `\nfirst query on a new catalogue array (builds the index), median of ${coldRuns.length}: ${median(coldRuns).toFixed(1)} ms` +
    ` (catalogue generation: ${generationMs.toFixed(0)} ms)`,
);
