import { ApiError } from '@careshop/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../../test/fixtures';
import { expectNoAxeViolations, renderApp } from '../../../test/render';
import { SessionGate } from './session-gate';

const mocks = vi.hoisted(() => ({
  api: { me: vi.fn(), login: vi.fn() },
}));
vi.mock('../../../lib/api', async () => {
  const { createSessionStore } = await import('../../../lib/session-store');
  const { fakeApi } = await import('../../../test/fake-api');
  return { api: fakeApi(mocks.api), useSessionStore: createSessionStore(false) };
});
const { useSessionStore } = await import('../../../lib/api');

beforeEach(() => {
  mocks.api.me.mockReset();
  mocks.api.login.mockReset();
  useSessionStore.setState({ hasToken: false, expired: false });
});

const wizard = () => <p>the wizard</p>;

describe('Zoom! Delivered needs a login and an approved licence', () => {
  it('asks to log in without a token, then shows the wizard for an approved licence', async () => {
    mocks.api.login.mockResolvedValue({ auth: 'token||s' });
    mocks.api.me.mockResolvedValue(user('APPROVED'));
    renderApp(<SessionGate>{wizard}</SessionGate>);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(mocks.api.login).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Username or e-mail/), 'customer@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo!2026{Enter}');
    expect(mocks.api.login).toHaveBeenCalledWith({
      email: 'customer@demo.test',
      password: 'Demo!2026',
    });
    expect(await screen.findByText('the wizard')).toBeTruthy();
  });

  it('SPEC 8: a failed login says to check the e-mail address and password', async () => {
    mocks.api.login.mockRejectedValue(new ApiError('unauthorized', 'Wrong Services'));
    renderApp(<SessionGate>{wizard}</SessionGate>);
    await userEvent.type(screen.getByLabelText(/Username or e-mail/), 'x@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'nope{Enter}');
    expect(await screen.findByText(/Check your e-mail address and password/)).toBeTruthy();
  });

  it('SPEC 4: a licence awaiting approval shows profile.wait_for_approval, in French', async () => {
    useSessionStore.setState({ hasToken: true });
    mocks.api.me.mockResolvedValue(user('PENDING'));
    renderApp(<SessionGate>{wizard}</SessionGate>, { language: 'fr' });
    expect(await screen.findByText(/en attente|approuv/i)).toBeTruthy();
    expect(screen.queryByText('the wizard')).toBeNull();
  });

  it('SPEC 4: an expired session shows the notice on the login form', () => {
    useSessionStore.setState({ hasToken: false, expired: true });
    renderApp(<SessionGate>{wizard}</SessionGate>);
    expect(screen.getByText('Your session expired. Please log in again.')).toBeTruthy();
  });
});
