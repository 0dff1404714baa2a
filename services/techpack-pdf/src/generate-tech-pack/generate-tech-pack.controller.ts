import { Controller, Inject, Post, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  createTechPackRequest,
  type CreateTechPackRequest,
  type CreateTechPackResponse,
} from '@techpack/contracts';
import { ServiceGuard, ValidBody } from '@techpack/platform';
import { GenerateTechPackHandler } from './generate-tech-pack.handler';

// Internal route (another service of the product only; the gateway routes /api/... alone, so it is not reachable
// from outside).
@Controller('internal/tech-packs')
export class GenerateTechPackController {
  constructor(@Inject(GenerateTechPackHandler) private readonly handler: GenerateTechPackHandler) {}

  // POST /internal/tech-packs -> 201 { techPack } (created), 200 { techPack } (that upload's pack already existed),
  // 504 TECHPACK.DEADLINE_PASSED (nothing written), 500 TECHPACK.GENERATION_FAILED
  @Post()
  @UseGuards(ServiceGuard)
  async create(
    @ValidBody(createTechPackRequest) body: CreateTechPackRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreateTechPackResponse> {
    const { created, techPack } = await this.handler.execute(body);
    reply.status(created ? 201 : 200);
    return { techPack };
  }
}
