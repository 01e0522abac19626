import { createApiClient, memoryTokenStore } from '@careshop/api-client';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { apiToken, login } from './support';

// Company accounts (issue 29) in the browser: each test sets up an office of its own through the
// API (a new customer number, its first approved member is the administrator, colleagues invited
// and approved by staff), so the specs never share an office's yearly orders or limits.

/** The password of the accounts these specs register. */
export const MEMBER_PASSWORD = 'Str0ng!Passw0rd';

/** The shop's key for anonymous calls (register), the API's ANONYMOUS_TOKEN_KEY default. */
const ANONYMOUS_KEY = 'careshop-anonymous-demo-key-change-me';

let sequence = 0;

/** An e-mail address no other test uses. */
export function uniqueEmail(tag: string): string {
  sequence += 1;
  return `e2e-${tag}-${Date.now()}-${process.pid}-${sequence}@demo.test`;
}

/** A seven-digit customer number of a new office. */
export function newCustomerNumber(): string {
  return String(1_000_000 + Math.floor(Math.random() * 8_999_999));
}

interface Registration {
  email: string;
  custNo: string;
  firstName: string;
  invitation?: string;
}

/** `POST /user?send_mail=1` with the anonymous bearer, as the register form sends it. */
export async function registerByApi(baseURL: string, who: Registration): Promise<void> {
  const client = createApiClient({
    baseUrl: baseURL.replace(/\/$/, ''),
    tokenStore: memoryTokenStore(),
    selfSignedKey: ANONYMOUS_KEY,
  });
  await client.call(shopRoutes.register, {
    query: { send_mail: 1 },
    body: {
      cust_no: who.custNo,
      email: who.email,
      password: MEMBER_PASSWORD,
      firstName: who.firstName,
      lastName: 'E2e',
      company_name: `Cabinet ${who.custNo}`,
      street_name: 'rue de la République',
      house_number: '8',
      postalcode: '69002',
      city: 'Lyon',
      country: 'FR',
      language: 'fr',
      terms: true,
      ...(who.invitation ? { invitation: who.invitation } : {}),
    },
  });
}

/** Bearer headers of an account. */
export async function bearer(
  request: APIRequestContext,
  email: string,
  password = MEMBER_PASSWORD,
): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok(), `login ${email}`).toBe(true);
  return { authorization: `Bearer ${((await response.json()) as { auth: string }).auth}` };
}

/** Staff (staff@demo.test) approve the licence of the account with this e-mail. */
export async function approveLicence(request: APIRequestContext, email: string): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff@demo.test')}` };
  const pending = await request.get('/api/admin/backoffice/accounts/pending', { headers });
  expect(pending.ok()).toBe(true);
  const account = ((await pending.json()).items as { id: number; email: string }[]).find(
    (item) => item.email === email,
  );
  expect(account, `${email} awaits approval`).toBeDefined();
  const approved = await request.post(`/api/admin/backoffice/accounts/${account?.id}/approve`, {
    headers,
  });
  expect(approved.ok()).toBe(true);
}

interface Mail {
  to: string;
  kind: string;
  subject?: string;
  text: string;
}

/** The newest e-mail of `kind` to `to` in the dev mailbox, waiting for it to arrive. */
export async function mailTo(request: APIRequestContext, to: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await request.get('/api/dev/mailbox.json');
        const items = (await mailbox.json()).items as Mail[];
        found = items.filter((item) => item.to === to && item.kind === kind).at(-1);
        return found !== undefined;
      },
      { message: `a ${kind} e-mail to ${to}` },
    )
    .toBe(true);
  return found as Mail;
}

/** The invitation token of the newest invitation e-mail to `email`. */
export async function invitationLink(request: APIRequestContext, email: string): Promise<URL> {
  const mail = await mailTo(request, email, 'office_invitation');
  const link = mail.text.match(/https?:\/\/\S+\/register\?invitation=[\w%-]+/)?.[0];
  expect(link, mail.text).toBeDefined();
  return new URL(link as string);
}

export interface Office {
  custNo: string;
  admin: string;
  adminHeaders: Record<string, string>;
}

/** A new office whose first approved member is its administrator (decision 330). */
export async function newOffice(request: APIRequestContext, baseURL: string): Promise<Office> {
  const custNo = newCustomerNumber();
  const admin = uniqueEmail('admin');
  await registerByApi(baseURL, { email: admin, custNo, firstName: 'Adèle' });
  await approveLicence(request, admin);
  return { custNo, admin, adminHeaders: await bearer(request, admin) };
}

/** Invites a colleague with `role`, registers them with the e-mailed link, staff approve them. */
export async function addMember(
  request: APIRequestContext,
  baseURL: string,
  office: Office,
  role: 'admin' | 'approver' | 'buyer' | 'viewer',
  firstName: string,
): Promise<string> {
  const email = uniqueEmail(role);
  const invited = await request.post('/api/admin/office/invitations', {
    headers: office.adminHeaders,
    data: { email, role, language: 'fr' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await invitationLink(request, email);
  await registerByApi(baseURL, {
    email,
    custNo: office.custNo,
    firstName,
    invitation: link.searchParams.get('invitation') ?? '',
  });
  await approveLicence(request, email);
  return email;
}

/** The office administrator sets a member's limit through the API. */
export async function setLimit(
  request: APIRequestContext,
  office: Office,
  email: string,
  body: { limit_cents: number | null; period: string; approval_threshold_cents: number | null },
): Promise<void> {
  const list = await request.get('/api/admin/office/members', { headers: office.adminHeaders });
  expect(list.ok()).toBe(true);
  const member = ((await list.json()).members as { id: number; email: string }[]).find(
    (item) => item.email === email,
  );
  const saved = await request.put(`/api/admin/office/members/${member?.id}/limit`, {
    headers: office.adminHeaders,
    data: body,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** A page of its own (own storage) logged in as `email` through the form. */
export async function pageOf(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await login(page, email, MEMBER_PASSWORD);
  return page;
}

/** Puts `quantity` of a product in the cart from its page and opens the cart. */
export async function fillCart(page: Page, ctn: string, quantity: number): Promise<void> {
  await page.goto(`/c-p/${ctn}`);
  const amount = page.getByRole('main').getByRole('spinbutton');
  await amount.fill(String(quantity));
  await amount.press('Enter');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.goto('/cart');
}
