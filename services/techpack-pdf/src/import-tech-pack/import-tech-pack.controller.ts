import { Body, Controller, Headers, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import type { TechPack } from '@techpack/contracts';
import { CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { ImportTechPackHandler } from './import-tech-pack.handler';

@Controller('api/tech-packs')
export class ImportTechPackController {
  constructor(@Inject(ImportTechPackHandler) private readonly handler: ImportTechPackHandler) {}

  // POST /api/tech-packs/import { schemaVersion, pack } -> 201 { success, message, techPack }: a new pack of the
  // caller's; 400 with a message (and nothing stored) for a wrong version, an oversized or an invalid export
  @Post('import')
  @HttpCode(201)
  @UseGuards(UserGuard)
  async import(
    @CurrentUser() claims: UserClaims,
    @Body() body: unknown,
    @Headers('content-length') length?: string,
  ): Promise<{ success: true; message: string; techPack: TechPack }> {
    const bytes = length && /^\d+$/.test(length) ? Number(length) : undefined;
    const techPack = await this.handler.execute(claims, body, bytes);
    return { success: true, message: 'Tech pack imported', techPack };
  }
}
