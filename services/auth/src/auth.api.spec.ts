import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT } from 'jose';
import { api, registerUser, startTestApp, type TestApp } from '../../../scripts/test-support/app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ LOGIN_ACCOUNT_RATE_LIMIT: '8' });
});
afterAll(async () => {
  await app?.stop();
});

describe('accounts and sign-in through the gateway', () => {
  it('registers, signs in and restores the session', async () => {
    const email = `designer-${Date.now()}@example.com`;
    const reg = await api(app, 'POST', '/api/auth/register', {
      body: { email, password: 'secret12', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(reg.status).toBe(201);
    expect(reg.body.user).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isGoogleUser: false,
    });
    expect(reg.body.user.passwordHash).toBeUndefined();
    expect(typeof reg.body.token).toBe('string');

    const login = await api(app, 'POST', '/api/auth/login', {
      body: { email: email.toUpperCase(), password: 'secret12' },
    });
    expect(login.status).toBe(200);
    expect(login.body.message).toBeTruthy();

    const me = await api(app, 'GET', '/api/auth/me', { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
  });

  it('rejects bad input with the spec messages and changes nothing', async () => {
    const bad = async (body: unknown) =>
      (await api(app, 'POST', '/api/auth/register', { body })).body.message;
    expect(await bad({ email: 'nope', password: 'secret12', firstName: 'A', lastName: 'B' })).toBe(
      'Please enter a valid email',
    );
    expect(await bad({ email: 'x@example.com', password: '123', firstName: 'A', lastName: 'B' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(await bad({ email: 'x@example.com', password: 'secret12', firstName: ' ', lastName: 'B' })).toBe(
      'First name is required',
    );
    expect(await bad({ email: 'x@example.com', password: 'secret12', firstName: 'A' })).toBe(
      'Last name is required',
    );
    expect(await bad({ email: 'x@example.com', password: 12345678, firstName: 'A', lastName: 'B' })).toBe(
      'Password must be at least 6 characters',
    );
    const long = await api(app, 'POST', '/api/auth/register', {
      body: { email: 'x@example.com', password: 'secret12', firstName: 'A'.repeat(500), lastName: 'B' },
    });
    expect(long.status).toBe(400);
    const malformed = await api(app, 'POST', '/api/auth/login', { rawBody: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON in request body');
    // none of the rejected registrations created an account
    const login = await api(app, 'POST', '/api/auth/login', {
      body: { email: 'x@example.com', password: 'secret12' },
    });
    expect(login.status).toBe(401);
  });

  it('refuses a duplicate e-mail and a wrong password', async () => {
    const u = await registerUser(app);
    const dup = await api(app, 'POST', '/api/auth/register', {
      body: { email: u.email, password: 'another1', firstName: 'B', lastName: 'C' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('An account with this email already exists');
    const wrong = await api(app, 'POST', '/api/auth/login', {
      body: { email: u.email, password: 'wrongpass' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    // the original password still works
    const right = await api(app, 'POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    expect(right.status).toBe(200);
  });

  it('rejects missing, forged and expired tokens', async () => {
    expect((await api(app, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await api(app, 'GET', '/api/auth/me', { token: 'not.a.token' })).status).toBe(401);
    const forged = await new SignJWT({ email: 'evil@example.com', role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setIssuer('techpack')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers'));
    expect((await api(app, 'GET', '/api/auth/me', { token: forged })).status).toBe(401);
  });

  it('limits repeated failed login attempts on one account', async () => {
    const u = await registerUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await api(app, 'POST', '/api/auth/login', { body: { email: u.email, password: 'wrongpass' } }))
          .status,
      );
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[9]).toBe(429);
  });

  it('signs the admin in with configured credentials only', async () => {
    const missing = await api(app, 'POST', '/api/admin/login', { body: { username: '', password: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Username is required');
    const noPass = await api(app, 'POST', '/api/admin/login', { body: { username: 'admin' } });
    expect(noPass.body.message).toBe('Password is required');
    const wrong = await api(app, 'POST', '/api/admin/login', {
      body: { username: 'admin', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid admin credentials');
    const ok = await api(app, 'POST', '/api/admin/login', {
      body: { username: 'admin', password: app.adminPassword },
    });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.token).toBe('string');
    // an admin token is not a designer session
    expect((await api(app, 'GET', '/api/auth/me', { token: ok.body.token })).status).toBe(401);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api(app, 'GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(typeof res.body.message).toBe('string');
  });
});
