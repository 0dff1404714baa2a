import { describe, expect, it } from '@jest/globals';
import { SignJWT } from 'jose';
import { TokenService, verifyShareToken, type Claims } from './auth';
import { AppError } from './errors';

// A token signed with the product's own secret but carrying no `exp` would never expire: every verification (the
// gateway's, each service's guards, the share links' check) goes through TokenService.verify, which refuses it.
const SECRET = 'token-expiry-spec-secret-0123456789';
const tokens = new TokenService(SECRET, 3600, 3600);

async function signed(claims: Record<string, unknown>, sub: string, exp?: string): Promise<string> {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setIssuer('techpack');
  if (exp) jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(SECRET));
}

async function refusal(token: string): Promise<AppError> {
  try {
    await tokens.verify(token);
  } catch (e) {
    return e as AppError;
  }
  throw new Error('the token was accepted');
}

describe('tokens without an expiry', () => {
  const user = { email: 'ada@example.com', firstName: 'Ada', lastName: null, role: 'user' };

  it('a correctly signed designer token with exp is accepted, the same token without exp is refused as invalid', async () => {
    const claims = (await tokens.verify(await signed(user, 'u1', '1h'))) as Claims;
    expect(claims).toMatchObject({ sub: 'u1', role: 'user' });
    const error = await refusal(await signed(user, 'u1'));
    expect(error).toBeInstanceOf(AppError);
    expect([error.status, error.code, error.message]).toEqual([401, 'AUTH.TOKEN_INVALID', 'Invalid token']);
  });

  it('an admin, service or share token without exp is refused too', async () => {
    for (const [claims, sub] of [
      [{ username: 'admin', role: 'admin' }, 'admin'],
      [{ role: 'service' }, 'chat'],
      [{ role: 'share', scope: 'techpack-pdf' }, 'pack-1'],
    ] as const) {
      expect((await refusal(await signed(claims, sub))).code).toBe('AUTH.TOKEN_INVALID');
    }
    expect(
      await verifyShareToken(
        tokens,
        await signed({ role: 'share', scope: 'techpack-pdf' }, 'pack-1'),
        'pack-1',
      ),
    ).toBe(false);
    expect(
      await verifyShareToken(
        tokens,
        await signed({ role: 'share', scope: 'techpack-pdf' }, 'pack-1', '1h'),
        'pack-1',
      ),
    ).toBe(true);
  });

  it('every token the service signs itself carries exp and verifies', async () => {
    const token = await tokens.sign({
      sub: 'u2',
      email: 'b@example.com',
      firstName: 'B',
      lastName: null,
      role: 'user',
    });
    const claims = (await tokens.verify(token)) as Claims & { exp?: number };
    expect(typeof claims.exp).toBe('number');
  });
});
