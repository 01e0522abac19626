import { ApiError } from '@careshop/api-client';
import { createI18n } from '@careshop/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../test/fixtures';
import { expectNoAxeViolations } from '../../../test/render';
import { emptyDraft } from '../stores/zoom-order-draft';
import { filledDraft, persistedWizard, renderWizard } from '../testing';
import { ZoomWizard } from './zoom-wizard';

const api = vi.hoisted(() => ({
  products: vi.fn(),
  createZoomOrder: vi.fn(),
}));
vi.mock('../../../lib/api', async () => ({
  api: (await import('../../../test/fake-api')).fakeApi(api),
}));

/** The body and Idempotency-Key of each order sent. */
const sentOrders = () =>
  api.createZoomOrder.mock.calls.map(([input]) => ({
    body: (input as { body: unknown }).body,
    key: (input as { headers: Record<string, string> }).headers['idempotency-key'],
  }));

const placed = {
  id: 42,
  reference: 'ZD-000042',
  created: '2026-06-15T10:00:00.000Z',
  status: 'in_process',
  products: [{ id: 'BF-002', quantity: 2 }],
};

beforeEach(() => {
  api.products.mockReset().mockResolvedValue(catalogue);
  api.createZoomOrder.mockReset();
});

describe('SPEC 1 Zoom! Delivered wizard: start and order form', () => {
  it('starts on the start step and opens the form, focusing its heading', async () => {
    renderWizard(<ZoomWizard />);
    expect(screen.getByRole('heading', { name: 'Before you start' })).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Start order' }));
    const heading = await screen.findByRole('heading', { name: 'Order form' });
    expect(document.activeElement).toBe(heading);
  });

  it('SPEC 5: Next on an empty form shows each field error in the user language (de)', async () => {
    renderWizard(<ZoomWizard />, {
      language: 'de',
      storage: persistedWizard({ step: 'form', draft: emptyDraft() }),
    });
    await screen.findByRole('option', { name: /Breast pads/ });
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte korrigieren Sie die markierten Felder.')).toBeTruthy();
    const firstName = screen.getByRole('textbox', { name: /Vorname/ });
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(screen.getAllByText('Dieses Feld ist erforderlich.').length).toBeGreaterThan(5);
    expect(screen.getAllByText(/Einwilligung|akzeptieren/).length).toBeGreaterThan(0);
    expect(api.createZoomOrder).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('offers only products a patient can receive and caps the quantity', async () => {
    renderWizard(<ZoomWizard />, {
      storage: persistedWizard({ step: 'form', draft: emptyDraft() }),
    });
    const select = await screen.findByRole('combobox', { name: 'Product 1' });
    const names = Array.from((select as HTMLSelectElement).options).map((o) => o.textContent);
    expect(names).toEqual([
      'Choose a product',
      'Breast pads (SCFBF002)',
      'Bottle 260 ml (SCFBO002)',
    ]);
    await userEvent.selectOptions(select, 'BO-002');
    const more = screen.getByRole('button', { name: 'One more of product 1' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('spinbutton', { name: 'Quantity of product 1' }) as HTMLInputElement).value,
    ).toBe('3');
  });

  it('goes to the summary once the form is valid, typed by keyboard', async () => {
    const draft = { ...filledDraft(), first_name: '' };
    renderWizard(<ZoomWizard />, { storage: persistedWizard({ step: 'form', draft }) });
    await screen.findByRole('option', { name: /Breast pads/ });
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), '  Lea {Enter}');
    expect(await screen.findByRole('heading', { name: 'Check your order' })).toBeTruthy();
  });
});

describe('SPEC 1 Zoom! Delivered wizard: summary and send', () => {
  const atSummary = () =>
    renderWizard(<ZoomWizard />, {
      storage: persistedWizard({ step: 'summary', draft: { ...filledDraft(), city: ' Lyon ' } }),
    });

  it('the summary shows exactly what will be sent', async () => {
    atSummary();
    expect(await screen.findByText('Breast pads (SCFBF002)')).toBeTruthy();
    const values = Array.from(document.querySelectorAll('dd')).map((dd) => dd.textContent);
    expect(values).toContain('Lyon');
    expect(values).toContain('SCAN-42');
    expect(values.filter((value) => value === 'Given')).toHaveLength(5);
    await expectNoAxeViolations();
  });

  it('the stepper goes back to a completed step', async () => {
    atSummary();
    const steps = await screen.findByRole('navigation', { name: 'Order steps' });
    await userEvent.click(within(steps).getByRole('button', { name: /Order form.*completed/ }));
    expect(await screen.findByRole('heading', { name: 'Order form' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /City/ }) as HTMLInputElement).value).toBe(
      ' Lyon ',
    );
  });

  it('a double click sends one order with one Idempotency-Key and clears the wizard', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    api.createZoomOrder.mockImplementation(() => new Promise((r) => (resolve = r)));
    const { storage } = atSummary();
    const send = await screen.findByRole('button', { name: 'Send order' });
    await userEvent.dblClick(send);
    expect(api.createZoomOrder).toHaveBeenCalledTimes(1);
    const { body, key } = sentOrders()[0] ?? {};
    expect(body).toMatchObject({ city: 'Lyon', products: [{ id: 'BF-002', quantity: 2 }] });
    expect(key).toBe('test-key-1');
    expect(await screen.findByText('Sending your order…')).toBeTruthy();
    resolve(placed);
    expect(await screen.findByText('Delivery reference: ZD-000042')).toBeTruthy();
    expect(storage.data.get('wizard')).not.toContain('SCAN-42');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Start a new order' }));
    expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeTruthy();
  });

  it("shows the server's refusal, keeps the form, and retries with the same key", async () => {
    api.createZoomOrder
      .mockRejectedValueOnce(
        new ApiError('bad_request', 'Wrong Services', {
          status: 422,
          // The API's error body (validation apiErrorBodySchema).
          body: {
            success: false,
            code: 'insufficient_stock',
            message: 'Not enough stock',
            details: { products: ['BF-002'] },
          },
        }),
      )
      .mockResolvedValueOnce(placed);
    const { storage } = atSummary();
    await userEvent.click(await screen.findByRole('button', { name: 'Send order' }));
    expect(
      await screen.findByText('There is not enough stock for a product: SCFBF002.'),
    ).toBeTruthy();
    expect(storage.data.get('wizard')).toContain('SCAN-42');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the summary' }));
    expect(await screen.findByText('SCAN-42')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByText('Delivery reference: ZD-000042')).toBeTruthy();
    expect(sentOrders().map((sent) => sent.key)).toEqual(['test-key-1', 'test-key-1']);
  });

  it('an edit after a failed send makes a new key', async () => {
    api.createZoomOrder
      .mockRejectedValueOnce(new ApiError('network', 'Wrong Services'))
      .mockResolvedValueOnce(placed);
    atSummary();
    await userEvent.click(await screen.findByRole('button', { name: 'Send order' }));
    expect(await screen.findByText('Wrong Services')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the summary' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    const city = await screen.findByRole('textbox', { name: /City/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Paris{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Send order' }));
    await screen.findByText('Delivery reference: ZD-000042');
    expect(sentOrders().map((sent) => sent.key)).toEqual(['test-key-1', 'test-key-2']);
  });
});

describe('decision 330: a member whose office role does not let them order', () => {
  it.each(['en', 'de', 'fr', 'es', 'nl', 'it'])(
    'a viewer reads why instead of the form (%s)',
    async (language) => {
      const { t } = createI18n({ locale: language });
      expect(t('zoom.office_role.title')).not.toBe('zoom.office_role.title');
      renderWizard(<ZoomWizard officeRole="viewer" />, { language });
      const heading = await screen.findByRole('heading', { name: t('zoom.office_role.title') });
      expect(document.activeElement).toBe(heading);
      expect(screen.getByText(t('zoom.office_role.viewer'))).toBeTruthy();
      expect(screen.queryByRole('button', { name: t('zoom.start.button') })).toBeNull();
      expect(screen.queryByRole('navigation', { name: t('zoom.steps.label') })).toBeNull();
      await expectNoAxeViolations();
    },
  );

  it('a removed member is told they left the office, even with a draft kept', async () => {
    renderWizard(<ZoomWizard officeRole="removed" />, {
      storage: persistedWizard({ step: 'summary', draft: filledDraft() }),
    });
    expect(await screen.findByText(/no longer a member of this office/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send order' })).toBeNull();
  });

  it('buyers, approvers, administrators and reps (no role) get the wizard', () => {
    for (const role of ['buyer', 'approver', 'admin', null, undefined] as const) {
      const { unmount } = renderWizard(<ZoomWizard officeRole={role} />);
      expect(screen.getByRole('button', { name: 'Start order' })).toBeTruthy();
      unmount();
    }
  });

  it('a role taken away meanwhile: the 403 of the send says why', async () => {
    api.createZoomOrder.mockRejectedValueOnce(
      new ApiError('forbidden', 'Forbidden', {
        status: 403,
        body: {
          success: false,
          code: 'office_role_forbidden',
          message: 'Your office role does not allow this',
          details: { action: 'order', role: 'viewer' },
        },
      }),
    );
    renderWizard(<ZoomWizard officeRole="buyer" />, {
      storage: persistedWizard({ step: 'summary', draft: filledDraft() }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send order' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Your role in your office lets you see its orders, not send them.'),
    );
    await expectNoAxeViolations();
  });

  it('a member removed meanwhile: the 403 of the send says so', async () => {
    api.createZoomOrder.mockRejectedValueOnce(
      new ApiError('forbidden', 'Forbidden', {
        status: 403,
        body: { success: false, code: 'membership_removed', message: 'Removed' },
      }),
    );
    renderWizard(<ZoomWizard />, {
      language: 'nl',
      storage: persistedWizard({ step: 'summary', draft: filledDraft() }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Bestelling verzenden' }));
    expect(await screen.findByText(/geen lid meer van deze praktijk/)).toBeTruthy();
  });
});
