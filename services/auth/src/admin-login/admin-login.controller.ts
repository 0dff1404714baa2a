import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminLoginRequest, type AdminLoginResponse } from '@techpack/contracts';
import { ValidBody } from '@techpack/platform';
import { LoginAddressLimit } from '../sessions/sign-in-limits';
import { AdminLoginHandler } from './admin-login.handler';

@Controller('api/admin')
export class AdminLoginController {
  constructor(@Inject(AdminLoginHandler) private readonly handler: AdminLoginHandler) {}

  // POST /api/admin/login -> 200 { success, token, message }
  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginAddressLimit)
  login(
    @ValidBody(adminLoginRequest) body: z.infer<typeof adminLoginRequest>,
    @Req() request: FastifyRequest,
  ): Promise<AdminLoginResponse> {
    return this.handler.execute(body, request.ip);
  }
}
