import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBinsJson, buildBrickstreamXml } from '@careshop/counting';
import { resources } from '@careshop/i18n';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  consoleUsers,
  expectNoSeriousAxeViolations,
  login,
  loginByForm,
  PASSWORD,
  storedToken,
  tabTo,
  typeInto,
} from './support';

// In order, in one worker, beside the other files (decision 367): two of these tests run the
// nightly report job, which sends every subscription that is due; side by side, one run could send
// the other test's subscription and leave that test's own run nothing to send.
test.describe.configure({ mode: 'default' });

const ZONE = 'Europe/Amsterdam';

/** Today's local date in the test location's zone, YYYY-MM-DD. */
function localDate(offsetDays = 0): string {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
}

/** A five-minute bin that ended at the last whole minute (UTC instants). */
function recentBin(enters: number, exits: number, zone = 'entrance') {
  const end = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  return { zone, start: new Date(end.getTime() - 60_000), end, enters, exits, missing: false };
}

interface Setup {
  locationId: number;
  locationName: string;
  binsKey: string;
  binsRtId: string;
}

/**
 * A location of the administrator's company with no opening hours (so a push at any time of day
 * counts) and a bins device, made through the API as an administrator would.
 */
async function createLocationWithDevice(page: Page, token: string): Promise<Setup> {
  const headers = { authorization: `Bearer ${token}` };
  const suffix = `${Date.now()}`.slice(-6);
  const locationName = `E2E Leeszaal ${suffix}`;
  const location = await page.request.post('/api/admin/console/locations', {
    headers,
    data: {
      name: locationName,
      timeZone: ZONE,
      optimal_balance: 10,
      balance_orange: 50,
      balance_red: 90,
    },
  });
  expect(location.status(), await location.text()).toBe(201);
  const locationId = ((await location.json()) as { id: number }).id;
  const binsRtId = `E2E-BINS-${suffix}`;
  const device = await page.request.post('/api/admin/console/devices', {
    headers,
    data: { name: 'E2E sensor', device_type: 'intenta', rt_id: binsRtId, location_id: locationId },
  });
  expect(device.status(), await device.text()).toBe(201);
  const binsKey = ((await device.json()) as { key: string }).key;
  return { locationId, locationName, binsKey, binsRtId };
}

test.describe('levels', () => {
  const expected: Record<string, string[]> = {
    [consoleUsers.super]: ['Dashboard', 'Counts', 'Reports', 'Locations', 'Devices', 'Users'],
    [consoleUsers.admin]: ['Dashboard', 'Counts', 'Reports', 'Locations', 'Devices', 'Users'],
    [consoleUsers.active]: ['Dashboard', 'Counts', 'Reports', 'Locations'],
    [consoleUsers.counts]: ['Dashboard', 'Counts', 'Reports', 'Locations'],
    [consoleUsers.live]: ['Dashboard'],
  };
  const hidden: Record<string, string[]> = {
    [consoleUsers.super]: [],
    [consoleUsers.admin]: [],
    [consoleUsers.active]: ['Devices', 'Users', 'Configurations', 'Promos'],
    [consoleUsers.counts]: ['Devices', 'Users', 'Configurations', 'Promos'],
    [consoleUsers.live]: ['Counts', 'Reports', 'Locations', 'Devices', 'Users'],
  };

  for (const [email, links] of Object.entries(expected)) {
    test(`${email} sees only what the level may`, async ({ page }) => {
      await login(page, email);
      const nav = page.getByRole('navigation', { name: 'Console navigation' });
      for (const name of links) await expect(nav.getByRole('link', { name })).toBeVisible();
      for (const name of hidden[email] ?? []) {
        await expect(nav.getByRole('link', { name })).toHaveCount(0);
      }
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    });
  }

  test('level 3 gets no self-check report types and no self-check chart', async ({ page }) => {
    await login(page, consoleUsers.counts);
    await page.goto('reports');
    const types = page.getByLabel('Report type');
    await expect(types.locator('option')).not.toHaveCount(0);
    await expect(types.locator('option', { hasText: 'Self-check' })).toHaveCount(0);
    await page.goto(`counts?from=${localDate(-7)}&to=${localDate(-1)}`);
    await expect(page.getByRole('heading', { name: 'Busiest hours' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Self-check activity' })).toHaveCount(0);
  });

  test('a blocked account is told so; a shop account has no console', async ({ page }) => {
    await page.goto('login');
    await typeInto(page, page.locator('input[name="email"]'), consoleUsers.blocked);
    await typeInto(page, page.locator('input[name="password"]'), PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('blocked');
    await typeInto(page, page.locator('input[name="email"]'), 'customer@demo.test');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('no access to the console');
    expect(await page.evaluate(() => localStorage.getItem('careshop-console-token'))).toBeNull();
  });

  test('a level-4 user opening a counts address is refused by the server too', async ({ page }) => {
    await login(page, consoleUsers.live);
    const token = await storedToken(page);
    const answer = await page.request.get(
      `/api/admin/console/series?location=1&from=${localDate(-2)}&to=${localDate(0)}&interval=D`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(answer.status()).toBe(403);
  });
});

test('live occupancy moves on the dashboard and the entrance display when a device pushes', async ({
  page,
}) => {
  await login(page, consoleUsers.admin);
  const setup = await createLocationWithDevice(page, await storedToken(page));
  await page.reload();
  const tile = page.getByRole('listitem').filter({ hasText: setup.locationName });
  await expect(tile).toContainText('Today: 0 in, 0 out');
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const push = await page.request.post('/api/ingest/bins', {
    headers: { authorization: `Bearer ${setup.binsKey}` },
    data: buildBinsJson({ deviceRef: setup.binsRtId, bins: [recentBin(6, 1)] }),
  });
  expect(push.status(), await push.text()).toBe(200);
  // No reload: the server pushes the change.
  await expect(tile).toContainText('Today: 6 in, 1 out');
  await expect(tile.getByRole('meter')).toHaveAttribute('aria-valuetext', '50 %, Almost full');

  await tile.getByRole('link', { name: /Entrance display/ }).click();
  await expect(page.locator('.console-display')).toHaveAttribute('data-sign', 'wait');
  await expect(page.getByText('WAIT')).toBeVisible();
  const more = await page.request.post('/api/ingest/bins', {
    headers: { authorization: `Bearer ${setup.binsKey}` },
    data: buildBinsJson({ deviceRef: setup.binsRtId, bins: [recentBin(5, 0, 'side door')] }),
  });
  expect(more.status()).toBe(200);
  await expect(page.getByText('STOP')).toBeVisible();
  await expect(page.locator('.console-display')).toHaveAttribute('data-sign', 'stop');
});

test('a new Brickstream counter pushes real XML with its key; counts, reports and a subscription follow', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, consoleUsers.admin);
  const token = await storedToken(page);
  const setup = await createLocationWithDevice(page, token);
  const rtId = `E2E-BS-${Date.now()}`.slice(0, 24);
  const created = await page.request.post('/api/admin/console/devices', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Entrance counter',
      device_type: 'brickstream_people_counter',
      rt_id: rtId,
      location_id: setup.locationId,
    },
  });
  expect(created.status()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  const xml = buildBrickstreamXml({
    version: 5,
    deviceRef: rtId,
    bins: [recentBin(17, 9, 'Main door')],
  });
  const push = await page.request.post('/api/ingest/brickstream', {
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/xml' },
    data: xml,
  });
  expect(push.status(), await push.text()).toBe(200);

  // Counts: today's hours, as a table.
  const today = localDate(0);
  await page.goto(`counts?location=${setup.locationId}&from=${today}&to=${today}&interval=h`);
  const tiles = page.getByRole('list', { name: 'Totals of the period' }).getByRole('listitem');
  await expect(tiles.filter({ hasText: /^Entries/ }).locator('strong')).toHaveText('17');
  await expect(tiles.filter({ hasText: /^Exits/ }).locator('strong')).toHaveText('9');
  await page.getByRole('tab', { name: 'Table' }).click();
  const hours = page.getByRole('tabpanel', { name: 'Table' });
  const row = hours
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '17', exact: true }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('9');
  await expectNoSeriousAxeViolations(page);

  // Reports: CSV, XLSX and PDF of today for the new location only.
  await page.goto('reports');
  const boxes = page.getByRole('group', { name: 'Locations' }).getByRole('checkbox');
  // The form preselects the first location when the list arrives: settle on the new one only.
  await expect(async () => {
    for (const box of await boxes.all()) await box.uncheck();
    await page.getByRole('checkbox', { name: setup.locationName }).check();
    await expect(boxes.and(page.locator(':checked'))).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('From').fill(today);
  await page.getByLabel('To (exclusive)').fill(localDate(1));
  await page.getByLabel('Interval').selectOption('D');

  const download = async (format: string) => {
    await page.getByLabel('Format').selectOption(format);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download report' }).click(),
    ]);
    await expect(page.getByRole('status').filter({ hasText: 'is downloaded' })).toBeVisible();
    const path = join(tmpdir(), `console-e2e-${Date.now()}.${format}`);
    await file.saveAs(path);
    expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
    return path;
  };

  // Reports are written in the language on screen (issue 27), not the account's (the demo
  // administrator's is Dutch).
  const me = (await (
    await page.request.get('/api/admin/console/me', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { language: keyof typeof resources };
  const screen = (await page.locator('html').getAttribute('lang')) as keyof typeof resources;
  expect(screen).toBe('en');
  expect(me.language).not.toBe(screen);
  const columns = resources[screen].translation.console.report_columns;
  const csv = readFileSync(await download('csv'), 'utf8').replace(/^\uFEFF/, '');
  const [header, first] = csv.split(/\r?\n/);
  expect(header).toBe(`${columns.period_date},${columns.enter},${columns.leave}`);
  expect(first).toMatch(/,17,9$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download('xlsx'));
  const values: unknown[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    values.push(...(row.values as unknown[]));
  });
  expect(values).toContain(17);
  expect(values).toContain(9);
  expect(values).toContain(columns.enter);
  expect(values).toContain(columns.leave);

  const pdfText = execFileSync('pdftotext', ['-layout', await download('pdf'), '-'], {
    encoding: 'utf8',
  });
  expect(pdfText).toContain(setup.locationName);
  expect(pdfText).toMatch(/17\s+9/);
  expect(pdfText).toContain(columns.enter);
  await expectNoSeriousAxeViolations(page);

  // A daily subscription since two days ago, sent by the nightly job, lands in the dev mailbox.
  await page.getByRole('button', { name: 'Add subscription' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Location').selectOption(String(setup.locationId));
  await dialog.getByLabel('Send on').selectOption('D');
  await dialog.getByLabel('Period').selectOption('D');
  await dialog.getByLabel('Format').selectOption('csv');
  await dialog.getByLabel('Start date').fill(localDate(-2));
  await expect(dialog.getByLabel('Recipient')).toHaveValue(consoleUsers.admin);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: setup.locationName })).toBeVisible();

  const run = await page.request.post('/api/dev/jobs/nightly', { data: {} });
  expect(run.status(), await run.text()).toBe(200);
  expect(((await run.json()) as { sent: number }).sent).toBeGreaterThan(0);
  const mailbox = (await (await page.request.get('/api/dev/mailbox.json')).json()) as {
    items: { to: string; subject: string; attachments: string[]; text: string }[];
  };
  const mail = mailbox.items.find(
    (item) => item.to === consoleUsers.admin && item.text.includes(setup.locationName),
  );
  expect(mail, JSON.stringify(mailbox.items.slice(0, 3))).toBeDefined();
  expect(mail?.attachments.some((name) => name.endsWith('.csv'))).toBe(true);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: setup.locationName })).not.toContainText(
    'Never',
  );
});

test.describe('issue 27: an en-GB browser with English on screen, in New York', () => {
  test.use({ locale: 'en-GB', timezoneId: 'America/New_York' });

  test("dates are British, times are the location's and say so, ranges keep their years", async ({
    page,
  }) => {
    await login(page, consoleUsers.admin);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const setup = await createLocationWithDevice(page, await storedToken(page));
    const push = await page.request.post('/api/ingest/bins', {
      headers: { authorization: `Bearer ${setup.binsKey}` },
      data: buildBinsJson({ deviceRef: setup.binsRtId, bins: [recentBin(3, 1)] }),
    });
    expect(push.status()).toBe(200);
    const [year, month, day] = localDate(0).split('-');
    const american = /\b\d{1,2}\/\d{1,2}\/\d{2}\b|\b\d{1,2}:\d{2}\s?[AP]M\b/;

    // Devices: when the sensor last pushed, 28/11/2026-style, in the location's zone, named.
    await page.goto('devices');
    const row = page.getByRole('row').filter({ hasText: setup.locationName });
    await expect(row).toContainText(
      new RegExp(`${day}/${month}/${year}, \\d{2}:\\d{2} \\(Europe/Amsterdam\\)`),
    );
    await expect(page.locator('main')).not.toContainText(american);

    // Dashboard: the location's last count, the same way.
    await page.goto('.');
    const card = page.locator('li').filter({ hasText: setup.locationName });
    await expect(card).toContainText(
      new RegExp(`${day}/${month}/${year}, \\d{2}:\\d{2} \\(Europe/Amsterdam\\)`),
    );

    // Counts: a period across a year names both years, with the day before the month (the
    // chart's legend shows the whole period while no bucket is pointed at).
    await page.goto(`counts?location=${setup.locationId}&from=2025-12-01&to=2026-10-31&interval=M`);
    await expect(page.getByText('1 Dec 2025 – 31 Oct 2026').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(american);

    // Counts: the From field is typed day first (not the browser's native mm/dd/yyyy field), and
    // what is typed that way is the date in the address.
    const fromField = page.getByRole('textbox', { name: 'From', exact: true });
    await expect(fromField).toHaveValue('01/12/2025');
    await expect(fromField).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await fromField.fill('21/11/2026');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(/[?&]from=2026-11-21(&|$)/);
    await expect(fromField).toHaveValue('21/11/2026');
  });
});

test("a subscription has its own language: the editor offers it (default the user's) and the mail uses it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, consoleUsers.admin);
  const token = await storedToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const setup = await createLocationWithDevice(page, token);
  const me = (await (await page.request.get('/api/admin/console/me', { headers })).json()) as {
    language: string;
  };
  await page.goto('reports');
  await page.getByRole('button', { name: 'Add subscription' }).click();
  const dialog = page.getByRole('dialog');
  const language = dialog.getByLabel('Language of the report');
  await expect(language).toHaveValue(me.language);
  await expect(language.locator('option')).toHaveCount(6);
  await language.selectOption('de');
  await dialog.getByLabel('Location').selectOption(String(setup.locationId));
  await dialog.getByLabel('Send on').selectOption('D');
  await dialog.getByLabel('Period').selectOption('D');
  await dialog.getByLabel('Format').selectOption('csv');
  await dialog.getByLabel('Start date').fill(localDate(-2));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  const list = (await (
    await page.request.get('/api/admin/console/subscriptions', { headers })
  ).json()) as { items: { id: number; location_id: number; language: string }[] };
  const saved = list.items.find((item) => item.location_id === setup.locationId);
  expect(saved?.language).toBe('de');

  // Edited back, the field shows the stored language.
  await page
    .getByRole('row')
    .filter({ hasText: setup.locationName })
    .getByRole('button', { name: /Edit/ })
    .click();
  await expect(page.getByRole('dialog').getByLabel('Language of the report')).toHaveValue('de');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  const run = await page.request.post('/api/dev/jobs/nightly', { data: {} });
  expect(run.status(), await run.text()).toBe(200);
  const mailbox = (await (await page.request.get('/api/dev/mailbox.json')).json()) as {
    items: { to: string; subject: string; attachments: string[]; text: string }[];
  };
  const mail = mailbox.items.find(
    (item) => item.to === consoleUsers.admin && item.text.includes(setup.locationName),
  );
  expect(mail, JSON.stringify(mailbox.items.slice(0, 3))).toBeDefined();
  expect(mail?.text).toContain(
    `Ihr Bericht ${resources.de.translation.console.report_types.PEOPLECOUNTER_ENTERLEAVE}`,
  ); // When it was sent: in the location's zone, saying so.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: setup.locationName })).toContainText(
    '(Europe/Amsterdam)',
  );
});

test('keyboard only: log in, switch language, reach the counts form; German throughout', async ({
  page,
}) => {
  await page.goto('login');
  await typeInto(page, page.locator('input[name="email"]'), consoleUsers.active);
  await typeInto(page, page.locator('input[name="password"]'), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const language = page.locator('header select');
  await tabTo(page, language);
  await language.selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Berichte' })).toBeVisible();
  // The account follows, so reports and report e-mails are written in German too.
  const token = await storedToken(page);
  await expect(async () => {
    const me = await page.request.get('/api/admin/console/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { language: string }).language).toBe('de');
  }).toPass({ timeout: 10_000 });
  await tabTo(page, page.getByRole('link', { name: 'Zählungen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zählungen');
  await expectNoSeriousAxeViolations(page);
});

test('360 px: the dashboard and the counts fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, consoleUsers.admin);
  await page.goto(`counts?from=${localDate(-7)}&to=${localDate(-1)}`);
  await expect(page.getByRole('heading', { name: 'Busiest hours' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const shot = join(tmpdir(), 'console-360.png');
  writeFileSync(shot, await page.screenshot({ fullPage: true }));
});

/** The newest dev-mailbox message to `to`, with the console link it holds. */
async function consoleLinkFor(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mailbox = (await (await page.request.get('/api/dev/mailbox.json')).json()) as {
      items: { to: string; text: string }[];
    };
    const text = mailbox.items.find((item) => item.to === to)?.text ?? '';
    link = /https?:\/\/\S+\/console\/reset-password\?token=[^\s"]+/.exec(text)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return (
    new URL(link as string).pathname.replace(/^\/console\//, '') + new URL(link as string).search
  );
}

test('an invited user sets a password from the e-mail, logs in, and can reset it when forgotten', async ({
  page,
}) => {
  // Its own session: the test logs out, which ends the session on the server.
  await loginByForm(page, consoleUsers.admin);
  const email = `invited-${Date.now()}@demo.test`;
  const invited = await page.request.post('/api/admin/console/users', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: { email, level: 1, firstName: 'Ines', lastName: 'Invited', language: 'en' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const me = (await (
    await page.request.get('/api/admin/console/me', {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    })
  ).json()) as { company_name: string };
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/console\/login/);

  // Issue 27: the page says which account the link is for: its e-mail address and company.
  const link = await consoleLinkFor(page, email);
  await page.goto(link);
  const account = page.getByRole('definition');
  await expect(account.filter({ hasText: email })).toHaveCount(1);
  await expect(account.filter({ hasText: me.company_name })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
  await page.locator('input[name="password"]').fill('Invited!2026x');
  await page.locator('input[name="repeat"]').fill('Invited!2026x');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is saved');
  // Once used, the link shows no account and no form.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link is no longer valid');
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(page.locator('input[name="password"]')).toHaveCount(0);
  await page.goto('login');
  // Fill the login form only once it is the page (the reset page is gone), else the text is lost.
  await expect(page.getByRole('heading', { name: 'Log in to the console' })).toBeVisible();
  await page.locator('input[name="email"]').fill(email);
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await page.locator('input[name="password"]').fill('Invited!2026x');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login page has an e-mail field too: wait for the forgot page before typing.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send instructions' })).toBeVisible();
  await page.locator('input[name="email"]').fill(email);
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send instructions' }).click();
  await expect(page.getByRole('status')).toContainText('An e-mail with instructions has been sent');
  await expectNoSeriousAxeViolations(page);
});

test('a session ended elsewhere sends the user to the login with the expiry notice', async ({
  page,
}) => {
  // Its own session: the test ends it.
  await loginByForm(page, consoleUsers.active);
  const token = await storedToken(page);
  const revoked = await page.request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(200);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/console\/login/);
  await expect(page.getByRole('status')).toContainText('Your session expired');
  expect(await page.evaluate(() => localStorage.getItem('careshop-console-token'))).toBeNull();
});
