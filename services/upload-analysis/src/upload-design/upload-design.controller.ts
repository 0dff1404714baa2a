import { Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadResponse } from '@techpack/contracts';
import { CorrelationId, CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { UploadDesignHandler } from './upload-design.handler';
import { readUploadForm } from './upload-form';

@Controller('api')
export class UploadDesignController {
  constructor(@Inject(UploadDesignHandler) private readonly handler: UploadDesignHandler) {}

  // POST /api/upload (multipart: image, email, garmentType, selectedSize) -> 201 { success, message, analysis, techPack, upload }
  @Post('upload')
  @HttpCode(201)
  @UseGuards(UserGuard)
  async upload(
    @CurrentUser() claims: UserClaims,
    @CorrelationId() correlationId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UploadResponse> {
    const started = performance.now();
    const upload = await readUploadForm(request);
    const { response, timing } = await this.handler.execute(claims, upload, correlationId, started);
    reply.header('server-timing', timing);
    return response;
  }
}
