import { Module } from '@nestjs/common';
import { CONFIG, defineNestService, type AppConfig } from '@techpack/platform';
import { AUTH_SCHEMA } from './auth.schema';
import { authMigrations } from './auth.migrations';
import { GOOGLE_VERIFIER, GoogleVerifier } from './google.verifier';
import { Sessions } from './sessions/sessions';
import { LoginAddressLimit, SignInLimits, SignUpAddressLimit } from './sessions/sign-in-limits';
import { RegisterController } from './register/register.controller';
import { RegisterHandler } from './register/register.handler';
import { LoginController } from './login/login.controller';
import { LoginHandler } from './login/login.handler';
import { GoogleSignInController } from './google-sign-in/google-sign-in.controller';
import { GoogleSignInHandler } from './google-sign-in/google-sign-in.handler';
import { MeController } from './me/me.controller';
import { MeHandler } from './me/me.handler';
import { AuthConfigController } from './auth-config/auth-config.controller';
import { AdminLoginController } from './admin-login/admin-login.controller';
import { AdminLoginHandler } from './admin-login/admin-login.handler';
import { AdminAccount } from './admin-account/admin-account';

export { adminAnnouncement } from './admin-account/admin-account';

// The auth service: designer accounts and sessions, Google sign-in, operator sign-in. One folder per use case.
@Module({
  controllers: [
    RegisterController,
    LoginController,
    GoogleSignInController,
    MeController,
    AuthConfigController,
    AdminLoginController,
  ],
  providers: [
    Sessions,
    SignInLimits,
    LoginAddressLimit,
    SignUpAddressLimit,
    RegisterHandler,
    LoginHandler,
    GoogleSignInHandler,
    MeHandler,
    AdminLoginHandler,
    AdminAccount,
    {
      provide: GOOGLE_VERIFIER,
      inject: [CONFIG],
      useFactory: (config: AppConfig) =>
        config.GOOGLE_CLIENT_ID
          ? new GoogleVerifier({
              clientId: config.GOOGLE_CLIENT_ID,
              jwksUrl: config.GOOGLE_JWKS_URL,
              userinfoUrl: config.GOOGLE_USERINFO_URL,
            })
          : null,
    },
  ],
})
export class AuthModule {}

export const authService = defineNestService({
  name: 'auth',
  schema: AUTH_SCHEMA,
  migrations: authMigrations,
  module: AuthModule,
});
