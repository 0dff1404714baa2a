import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { loginRequest, type SessionResponse } from '@techpack/contracts';
import { ValidBody } from '@techpack/platform';
import { LoginAddressLimit } from '../sessions/sign-in-limits';
import { LoginHandler } from './login.handler';

@Controller('api/auth')
export class LoginController {
  constructor(@Inject(LoginHandler) private readonly handler: LoginHandler) {}

  // POST /api/auth/login -> 200 { token, user, message }
  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginAddressLimit)
  login(
    @ValidBody(loginRequest) body: z.infer<typeof loginRequest>,
    @Req() request: FastifyRequest,
  ): Promise<SessionResponse> {
    return this.handler.execute(body, request.ip);
  }
}
