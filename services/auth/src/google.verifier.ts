import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '@techpack/platform';

export interface GoogleProfile {
  sub: string;
  email: string;
  givenName: string;
  familyName: string | null;
}

interface Options {
  clientId: string;
  jwksUrl: string;
  userinfoUrl: string;
}

const failed = () => new AppError(401, 'AUTH.GOOGLE_FAILED', 'Could not authenticate with Google.');

// Verifies either a Google ID token (signature, audience, issuer, expiry against Google's keys)
// or a browser-built profile, which is trusted only after the provider confirms its access token.
export class GoogleVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly options: Options) {
    this.jwks = createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 30_000 });
  }

  async verify(credential: string): Promise<GoogleProfile> {
    if (credential.split('.').length === 3) return this.verifyIdToken(credential);
    return this.verifyProfile(credential);
  }

  private async verifyIdToken(token: string): Promise<GoogleProfile> {
    try {
      const { payload } = await jwtVerify(token, this.jwks, {
        audience: this.options.clientId,
        issuer: ['accounts.google.com', 'https://accounts.google.com'],
        requiredClaims: ['exp'],
      });
      if (typeof payload.email !== 'string' || payload.email_verified === false || !payload.sub)
        throw failed();
      return {
        sub: payload.sub,
        email: payload.email.toLowerCase(),
        givenName:
          (payload.given_name as string | undefined) ??
          (payload.name as string | undefined) ??
          payload.email.split('@')[0],
        familyName: (payload.family_name as string | undefined) ?? null,
      };
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw failed();
    }
  }

  private async verifyProfile(encoded: string): Promise<GoogleProfile> {
    let profile: Record<string, unknown>;
    try {
      profile = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Record<string, unknown>;
    } catch {
      throw new AppError(400, 'AUTH.GOOGLE_INVALID', 'Could not complete Google authentication.');
    }
    const accessToken = profile.access_token;
    if (typeof accessToken !== 'string' || !accessToken) throw failed();
    let confirmed: Record<string, unknown>;
    try {
      const res = await fetch(this.options.userinfoUrl, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw failed();
      confirmed = (await res.json()) as Record<string, unknown>;
    } catch {
      throw failed();
    }
    // The provider's answer is the truth; the browser's copy must agree with it.
    if (typeof confirmed.sub !== 'string' || typeof confirmed.email !== 'string') throw failed();
    if (profile.sub !== undefined && profile.sub !== confirmed.sub) throw failed();
    if (confirmed.email_verified === false) throw failed();
    return {
      sub: confirmed.sub,
      email: confirmed.email.toLowerCase(),
      givenName:
        (confirmed.given_name as string | undefined) ??
        (confirmed.name as string | undefined) ??
        confirmed.email.split('@')[0],
      familyName: (confirmed.family_name as string | undefined) ?? null,
    };
  }
}

// The Google sign-in port: a verifier when GOOGLE_CLIENT_ID is configured, otherwise null (sign-in answers 503).
export const GOOGLE_VERIFIER = 'auth:google-verifier';
