import { describe, it, expect, beforeEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthScreen } from './AuthScreen';
import { installFetch, renderApp } from '../test/render';

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () =>
  fireEvent.click(screen.getAllByRole('button', { name: /^(Sign In|Create Account)$/ }).at(-1)!);

describe('sign-in / create-account screen', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('shows the sign-in validation messages and sends nothing', async () => {
    const calls = installFetch({});
    renderApp(<AuthScreen />, { signedIn: false });
    type('Email', 'not-an-email');
    type(/^Password/, '123');
    submit();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows every registration message, including the password match', async () => {
    installFetch({});
    renderApp(<AuthScreen />, { signedIn: false });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    type('Email', 'ada@example.com');
    type(/^Password/, 'secret1');
    type('Confirm password', 'secret2');
    submit();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it('registers without sending confirmPassword, stores the session and says Account created!', async () => {
    const calls = installFetch({
      'POST /api/auth/register': {
        status: 201,
        body: { token: 'tok', user: { email: 'ada@example.com' }, message: 'ok' },
      },
    });
    const { store } = renderApp(<AuthScreen />, { signedIn: false });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email', 'ada@example.com');
    type(/^Password/, 'secret1');
    type('Confirm password', 'secret1');
    submit();
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(calls[0].body).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(localStorage.getItem('techpack_token')).toBe('tok');
    expect(store.getState().auth.user?.email).toBe('ada@example.com');
  });

  it('shows the server message when sign-in fails', async () => {
    installFetch({
      'POST /api/auth/login': {
        status: 401,
        body: { message: 'Invalid email or password', code: 'AUTH.INVALID' },
      },
    });
    renderApp(<AuthScreen />, { signedIn: false });
    type('Email', 'ada@example.com');
    type(/^Password/, 'secret1');
    submit();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('falls back to the thrown message, then to Please try again', async () => {
    installFetch({ 'POST /api/auth/login': { status: 500, body: '' } });
    renderApp(<AuthScreen />, { signedIn: false });
    type('Email', 'ada@example.com');
    type(/^Password/, 'secret1');
    submit();
    expect(await screen.findByText('500: Internal Server Error')).toBeInTheDocument();
  });

  it('signs in with Welcome back!', async () => {
    const calls = installFetch({
      'POST /api/auth/login': { body: { token: 'tok', user: { email: 'ada@example.com' } } },
    });
    renderApp(<AuthScreen />, { signedIn: false });
    type('Email', 'ada@example.com');
    type(/^Password/, 'secret1');
    submit();
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ email: 'ada@example.com', password: 'secret1' });
  });

  it('toggles password visibility', () => {
    installFetch({});
    renderApp(<AuthScreen />, { signedIn: false });
    const input = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
  });

  it('shows the Google error toast when sign-in with Google is not configured', async () => {
    installFetch({ 'GET /api/auth/config': { status: 404, body: { message: 'Not found' } } });
    renderApp(<AuthScreen />, { signedIn: false });
    fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ }));
    expect(await screen.findByText('Google Sign-In Error')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText('Failed to load Google authentication. Please check your internet connection.'),
      ).toBeInTheDocument(),
    );
  });
});
