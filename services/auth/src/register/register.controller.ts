import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { registerRequest, type SessionResponse } from '@techpack/contracts';
import { ValidBody } from '@techpack/platform';
import { SignUpAddressLimit } from '../sessions/sign-in-limits';
import { RegisterHandler } from './register.handler';

@Controller('api/auth')
export class RegisterController {
  constructor(@Inject(RegisterHandler) private readonly handler: RegisterHandler) {}

  // POST /api/auth/register -> 201 { token, user, message }
  @Post('register')
  @HttpCode(201)
  @UseGuards(SignUpAddressLimit)
  register(@ValidBody(registerRequest) body: z.infer<typeof registerRequest>): Promise<SessionResponse> {
    return this.handler.execute(body);
  }
}
