import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { googleRequest, type SessionResponse } from '@techpack/contracts';
import { ValidBody } from '@techpack/platform';
import { LoginAddressLimit } from '../sessions/sign-in-limits';
import { GoogleSignInHandler } from './google-sign-in.handler';

@Controller('api/auth')
export class GoogleSignInController {
  constructor(@Inject(GoogleSignInHandler) private readonly handler: GoogleSignInHandler) {}

  // POST /api/auth/google -> 200 { token, user, message }
  @Post('google')
  @HttpCode(200)
  @UseGuards(LoginAddressLimit)
  signIn(@ValidBody(googleRequest) body: z.infer<typeof googleRequest>): Promise<SessionResponse> {
    return this.handler.execute(body);
  }
}
