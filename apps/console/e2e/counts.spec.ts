import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBrickstreamXml } from '@careshop/counting';
import type { ConsoleSeries } from '@careshop/validation';
import { expect, type Page, test } from '@playwright/test';
import { consoleUsers, expectNoSeriousAxeViolations, login, storedToken } from './support';

// The Counts screen (issue 27 items 1, 9, 18, 19): every source a location counts with, tiles
// above the chart, a legend with the period's values, a readable heatmap over opening hours that
// fits a phone, and the bins a sensor did not count.

const ZONE = 'Europe/Amsterdam';

function localDate(offsetDays = 0): string {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
}

const week = { from: localDate(-7), to: localDate(-1) };

async function locationId(page: Page, name: string): Promise<number> {
  const answer = await page.request.get('/api/admin/console/locations', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: { id: number; name: string }[] };
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`no location ${name}`);
  return found.id;
}

/** The series the screen draws, as the API answers it (`to` exclusive). */
async function seriesOf(page: Page, location: number): Promise<ConsoleSeries> {
  const query = new URLSearchParams({
    location: String(location),
    from: week.from,
    to: localDate(0),
    interval: 'D',
  });
  const answer = await page.request.get(`/api/admin/console/series?${query}`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ConsoleSeries;
}

async function openCounts(page: Page, location: number) {
  await page.goto(`counts?location=${location}&from=${week.from}&to=${week.to}&interval=D`);
  // The chart is drawn once it comes near the viewport (decision 378): scroll to it, as a person
  // on a phone does.
  await page.locator('.console-chart').scrollIntoViewIfNeeded();
  await expect(page.locator('.console-chart canvas')).toBeVisible();
}

const format = new Intl.NumberFormat('en');

test('Bibliotheek Tiel, counted by its gate only, shows its gate entries in tiles, chart and heatmap', async ({
  page,
}) => {
  await login(page, consoleUsers.admin);
  const tiel = await locationId(page, 'Bibliotheek Tiel');
  const series = await seriesOf(page, tiel);
  expect(series.columns).toEqual(['gate_enter', 'gate_leave']);
  expect(series.totals.gate_enter).toBeGreaterThan(0);
  await openCounts(page, tiel);
  const tiles = page.getByRole('list', { name: 'Totals of the period' }).getByRole('listitem');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toContainText('Gate entries');
  await expect(tiles.nth(0)).toContainText(format.format(series.totals.gate_enter));
  await expect(tiles.nth(1)).toContainText('Gate exits');
  await expect(tiles.nth(1)).toContainText(format.format(series.totals.gate_leave));
  // The heatmap counts the gate's entries, not 0.
  const heatmap = page.getByRole('table', { name: 'Average gate entries per weekday and hour' });
  await expect(heatmap).toBeVisible();
  await expect(page.getByText('No entries in this period.')).toHaveCount(0);
  const filled = await heatmap
    .locator('tbody td')
    .evaluateAll((cells) => cells.filter((cell) => cell.textContent?.trim()).length);
  expect(filled).toBeGreaterThan(10);
});

test('tiles stand above the chart with each total and its change; the legend shows the period until pointed at', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, consoleUsers.admin);
  const arnhem = await locationId(page, 'Centrale Bibliotheek Arnhem');
  const series = await seriesOf(page, arnhem);
  expect(series.columns).toEqual(['enter', 'leave', 'gate_enter', 'gate_leave']);
  await openCounts(page, arnhem);

  const tiles = page.getByRole('list', { name: 'Totals of the period' });
  const chart = page.locator('.console-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  const tilesBox = await tiles.boundingBox();
  const chartBox = await chart.boundingBox();
  expect(tilesBox && chartBox && tilesBox.y + tilesBox.height <= chartBox.y).toBe(true);
  const entries = tiles.getByRole('listitem').filter({ hasText: /^Entries/ });
  await expect(entries).toContainText(format.format(series.totals.enter));
  const before = series.previous_totals.enter;
  const change = Math.round(((series.totals.enter - before) / before) * 100);
  await expect(entries).toContainText(
    change === 0
      ? `Same as the previous period (${format.format(before)})`
      : `${change > 0 ? 'Up' : 'Down'} ${Math.abs(change)} % on the previous period (${format.format(before)})`,
  );

  // Nothing pointed at: the legend holds the period's totals, not "--".
  const legend = page.locator('.u-legend');
  await expect(legend).not.toContainText('--');
  const value = (label: string) =>
    legend.locator('tr', { hasText: label }).first().locator('.u-value');
  await expect(value('Entries')).toHaveText(format.format(series.totals.enter));
  await expect(value('Gate entries')).toHaveText(format.format(series.totals.gate_enter));
  writeFileSync(
    join(tmpdir(), 'counts-arnhem-1280.png'),
    await page.screenshot({ fullPage: true }),
  );
  // Pointing at the first day shows that day's values; leaving shows the totals again.
  const over = await page.locator('.u-over').boundingBox();
  if (!over) throw new Error('no plot area');
  await page.mouse.move(over.x + 2, over.y + over.height / 2);
  await expect(value('Entries')).toHaveText(format.format(series.buckets[0]?.enter ?? -1));
  await page.mouse.move(over.x + over.width / 2, over.y - 200);
  await expect(value('Entries')).toHaveText(format.format(series.totals.enter));
});

test('on a phone the chart below the first screenful is drawn once scrolled near, not before', async ({
  page,
}) => {
  await login(page, consoleUsers.admin);
  const tiel = await locationId(page, 'Bibliotheek Tiel');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`counts?location=${tiel}&from=${week.from}&to=${week.to}&interval=D`);
  // Every part of the screen is there (the heatmap comes last) and the chart library has loaded.
  await expect(
    page.getByRole('table', { name: 'Average gate entries per weekday and hour' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const chart = page.locator('.console-chart');
  const top = await chart.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(740 + 200);
  await expect(chart.locator('canvas')).toHaveCount(0);
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas')).toBeVisible();
});

test("the chart's last x label is drawn whole, at 1280 and 360 px", async ({ page }) => {
  await login(page, consoleUsers.admin);
  const tiel = await locationId(page, 'Bibliotheek Tiel');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await openCounts(page, tiel);
    const canvas = page.locator('.console-chart canvas');
    await expect(canvas).toBeVisible();
    // Ink in the x axis band touching the canvas' right edge is a label cut off there.
    const inkAtEdge = await canvas.evaluate((element: HTMLCanvasElement) => {
      const context = element.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const band = Math.round(50 * window.devicePixelRatio);
      const columns = Math.round(4 * window.devicePixelRatio);
      const { data } = context.getImageData(
        element.width - columns,
        element.height - band,
        columns,
        band,
      );
      let ink = 0;
      for (let alpha = 3; alpha < data.length; alpha += 4) if ((data[alpha] ?? 0) > 0) ink += 1;
      return ink;
    });
    expect(inkAtEdge, `${width} px`).toBe(0);
  }
});

for (const width of [1280, 360]) {
  test(`the heatmap shows opening hours only, readable, and fits ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page, consoleUsers.admin);
    const tiel = await locationId(page, 'Bibliotheek Tiel');
    await openCounts(page, tiel);
    const heatmap = page.getByRole('table', { name: /per weekday and hour/ });
    await expect(heatmap).toBeVisible();
    // Readable numbers: no serious axe finding (colour contrast among them).
    await expectNoSeriousAxeViolations(page);
    // A library open 9:00–20:00: its hours, no empty night hours.
    const hours = await heatmap.locator('tbody th').allTextContents();
    expect(hours.length).toBeGreaterThan(6);
    expect(hours.length).toBeLessThanOrEqual(13);
    expect(hours[0]).toBe('09:00');
    const emptyRows = await heatmap
      .locator('tbody tr')
      .evaluateAll(
        (rows) =>
          rows.filter((row) =>
            [...row.querySelectorAll('td')].every((cell) => !cell.textContent?.trim()),
          ).length,
      );
    expect(emptyRows).toBe(0);
    // All seven weekdays and every hour in view without scrolling sideways.
    const box = await heatmap.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    writeFileSync(
      join(tmpdir(), `counts-tiel-${width}.png`),
      await page.screenshot({ fullPage: true }),
    );
  });
}

test('a sensor status other than 0 is told on Counts and on the devices page', async ({ page }) => {
  await login(page, consoleUsers.admin);
  const token = await storedToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const suffix = `${Date.now()}`.slice(-6);
  const location = await page.request.post('/api/admin/console/locations', {
    headers,
    data: {
      name: `E2E Hal ${suffix}`,
      timeZone: ZONE,
      optimal_balance: 10,
      balance_orange: 50,
      balance_red: 90,
    },
  });
  expect(location.status(), await location.text()).toBe(201);
  const locationIdOf = ((await location.json()) as { id: number }).id;
  const rtId = `E2E-ST-${suffix}`;
  const device = await page.request.post('/api/admin/console/devices', {
    headers,
    data: {
      name: `Teller ${suffix}`,
      device_type: 'brickstream_people_counter',
      rt_id: rtId,
      location_id: locationIdOf,
    },
  });
  expect(device.status(), await device.text()).toBe(201);
  const { key } = (await device.json()) as { key: string };
  const end = Math.floor(Date.now() / 60_000) * 60_000;
  const bin = (minutesAgo: number, enters: number, status?: number) => ({
    zone: 'Main door',
    start: new Date(end - (minutesAgo + 1) * 60_000),
    end: new Date(end - minutesAgo * 60_000),
    enters,
    exits: 0,
    missing: status !== undefined,
    ...(status === undefined ? {} : { status }),
  });
  const push = await page.request.post('/api/ingest/brickstream', {
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/xml' },
    data: buildBrickstreamXml({
      version: 5,
      deviceRef: rtId,
      bins: [bin(1, 4), bin(2, 0, 1), bin(3, 0, 1), bin(4, 9, 3)],
    }),
  });
  expect(push.status(), await push.text()).toBe(200);

  const today = localDate(0);
  await page.goto(`counts?location=${locationIdOf}&from=${today}&to=${today}&interval=h`);
  const note = page.getByRole('status').filter({ hasText: 'Bins not counted this period: 3' });
  await expect(note).toBeVisible();
  await expect(note).toContainText(`Teller ${suffix}: 2 with sensor status 1`);
  await expect(note).toContainText(`Teller ${suffix}: 1 with sensor status 3`);
  // The counted bin only.
  const entries = page
    .getByRole('list', { name: 'Totals of the period' })
    .getByRole('listitem')
    .filter({ hasText: /^Entries/ });
  await expect(entries.locator('strong')).toHaveText('4');
  writeFileSync(
    join(tmpdir(), 'counts-not-counted.png'),
    await page.screenshot({ fullPage: true }),
  );

  await page.goto('devices');
  const devicesNote = page
    .getByRole('status')
    .filter({ hasText: 'Bins not counted in the last 7 days' });
  // The devices page lists every location's sensors, so each line names the location too.
  await expect(devicesNote).toContainText(
    `Teller ${suffix} (E2E Hal ${suffix}): 2 with sensor status 1`,
  );
  writeFileSync(join(tmpdir(), 'devices-not-counted.png'), await page.screenshot());
  await expectNoSeriousAxeViolations(page);
});
