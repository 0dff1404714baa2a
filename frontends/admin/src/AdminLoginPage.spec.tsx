import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@techpack/web-shared';
import AdminLoginPage from './AdminLoginPage';
import { ADMIN_TOKEN_KEY } from './admin.session';
import { installFetch, renderAdmin } from './test/render';

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  window.localStorage.clear();
  window.history.replaceState(null, '', '/admin-login');
  dismissToast();
});

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Access Admin Dashboard' }));

describe('admin login', () => {
  it('requires a username and a password', async () => {
    const calls = installFetch({});
    renderAdmin(<AdminLoginPage />);
    submit();
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when the credentials are wrong", async () => {
    installFetch({
      'POST /api/admin/login': () => ({
        status: 401,
        body: { message: 'Invalid admin credentials', code: 'ADMIN.INVALID_CREDENTIALS' },
      }),
    });
    renderAdmin(<AdminLoginPage />);
    fireEvent.change(field('Username'), { target: { value: 'admin' } });
    fireEvent.change(field('Password'), { target: { value: 'nope' } });
    submit();
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid admin credentials')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(window.location.pathname).toBe('/admin-login');
  });

  it('falls back to the spec text when the server gives no message', async () => {
    installFetch({ 'POST /api/admin/login': () => ({ status: 500, text: 'oops' }) });
    renderAdmin(<AdminLoginPage />);
    fireEvent.change(field('Username'), { target: { value: 'admin' } });
    fireEvent.change(field('Password'), { target: { value: 'x' } });
    submit();
    expect(await screen.findByText('Invalid admin credentials')).toBeInTheDocument();
  });

  it('stores the token and opens the dashboard on success', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = installFetch({
      'POST /api/admin/login': () => ({
        body: { success: true, token: 'admin-token', message: 'Admin login successful' },
      }),
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await gate;
      return realFetch(...args);
    }) as typeof fetch;
    renderAdmin(<AdminLoginPage />);
    fireEvent.change(field('Username'), { target: { value: ' admin ' } });
    fireEvent.change(field('Password'), { target: { value: 'secret' } });
    submit();
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Admin Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the admin dashboard')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-token');
    await waitFor(() => expect(window.location.pathname).toBe('/admin'));
    expect(calls[0].body).toEqual({ username: 'admin', password: 'secret' });
  });
});
