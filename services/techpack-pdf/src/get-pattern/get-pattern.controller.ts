import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { TechPackStore, toTechPack } from '../store/tech-pack-store';
import { PatternService, patternAnswer } from '../pattern/pattern.service';
import { PatternExports } from '../pattern/pattern-exports';
import { markerConsumption } from '../pattern/pack-links';

type Q = Record<string, string | undefined> | undefined;

@Controller('api/tech-pack')
export class GetPatternController {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(PatternService) private readonly patterns: PatternService,
    @Inject(PatternExports) private readonly exports: PatternExports,
  ) {}

  private async patternOf(id: string, claims: UserClaims) {
    const pack = toTechPack(await this.store.loadOwned(id, claims.sub));
    return { pack, pattern: await this.patterns.of(pack) };
  }

  // GET /api/tech-pack/{id}/pattern -> { design, pieces, sizes, check, ... } (owner only; 409 for a type no design drafts)
  @Get(':id/pattern')
  @UseGuards(UserGuard)
  async pattern(@Param('id') id: string, @CurrentUser() claims: UserClaims) {
    const { pack, pattern } = await this.patternOf(id, claims);
    return { ...patternAnswer(pattern), consumption: markerConsumption(pack, pattern) };
  }

  // GET /api/tech-pack/{id}/pattern.svg?size=M (or size=all: every size nested)
  @Get(':id/pattern.svg')
  @UseGuards(UserGuard)
  async svg(
    @Param('id') id: string,
    @Query() q: Q,
    @CurrentUser() claims: UserClaims,
    @Res() reply: FastifyReply,
  ) {
    const { pattern } = await this.patternOf(id, claims);
    const svg = this.exports.svg(pattern, q?.size);
    await send(reply, 'image/svg+xml; charset=utf-8', svg.body, svg.fileName, false);
  }

  // GET /api/tech-pack/{id}/pattern.pdf?size=M&paper=a4|letter|plotter
  @Get(':id/pattern.pdf')
  @UseGuards(UserGuard)
  async pdf(
    @Param('id') id: string,
    @Query() q: Q,
    @CurrentUser() claims: UserClaims,
    @Res() reply: FastifyReply,
  ) {
    const { pattern } = await this.patternOf(id, claims);
    const pdf = await this.exports.pdf(pattern, q?.size, q?.paper);
    await send(reply, 'application/pdf', pdf.body, pdf.fileName, true);
  }

  // GET /api/tech-pack/{id}/pattern.dxf?sizes=all|M,L
  @Get(':id/pattern.dxf')
  @UseGuards(UserGuard)
  async dxf(
    @Param('id') id: string,
    @Query() q: Q,
    @CurrentUser() claims: UserClaims,
    @Res() reply: FastifyReply,
  ) {
    const { pattern } = await this.patternOf(id, claims);
    const dxf = this.exports.dxf(pattern, q?.sizes);
    await send(reply, 'application/dxf', dxf.body, dxf.fileName, true);
  }

  // GET /api/tech-pack/{id}/pattern/marker?size=M[&width=150] -> marker length and efficiency; marker.svg draws it
  @Get(':id/pattern/marker')
  @UseGuards(UserGuard)
  async marker(@Param('id') id: string, @Query() q: Q, @CurrentUser() claims: UserClaims) {
    const { pack, pattern } = await this.patternOf(id, claims);
    return this.exports.marker(pack, pattern, q?.size, q?.width).answer;
  }

  @Get(':id/pattern/marker.svg')
  @UseGuards(UserGuard)
  async markerSvg(
    @Param('id') id: string,
    @Query() q: Q,
    @CurrentUser() claims: UserClaims,
    @Res() reply: FastifyReply,
  ) {
    const { pack, pattern } = await this.patternOf(id, claims);
    const m = this.exports.marker(pack, pattern, q?.size, q?.width);
    await send(reply, 'image/svg+xml; charset=utf-8', m.svg, `${pattern.styleNumber}-marker.svg`, false);
  }
}

async function send(
  reply: FastifyReply,
  type: string,
  body: string | Uint8Array,
  fileName: string,
  attachment: boolean,
) {
  await reply
    .header('content-type', type)
    .header('content-disposition', `${attachment ? 'attachment' : 'inline'}; filename="${fileName}"`)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(typeof body === 'string' ? body : Buffer.from(body));
}
