import { Controller, Get, Inject, Param, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { uploadImageParams } from '@techpack/contracts';
import {
  AppError,
  CurrentUserOrOperator,
  STORAGE,
  UserOrOperatorGuard,
  type AdminClaims,
  type ObjectStorage,
  type UserClaims,
} from '@techpack/platform';
import { CodedPipe } from '../uploads/parse-coded';
import { UploadsStore } from '../uploads/uploads.store';

@Controller('api/uploads')
export class ServeUploadImageController {
  constructor(
    @Inject(UploadsStore) private readonly store: UploadsStore,
    @Inject(STORAGE) private readonly storage: ObjectStorage,
  ) {}

  // GET /api/uploads/{filename} -> the web-sized JPEG, to its owner (and operators) only; 404 for anyone else's.
  @Get(':filename')
  @UseGuards(UserOrOperatorGuard)
  async image(
    @CurrentUserOrOperator() viewer: UserClaims | AdminClaims,
    @Param(new CodedPipe(uploadImageParams)) params: { filename: string },
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const row = await this.store.byFilename(params.filename, viewer);
    const body = row ? await this.storage.get(row.webKey) : null;
    if (!body) throw new AppError(404, 'UPLOAD.NOT_FOUND', 'Image not found');
    await reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  }
}
