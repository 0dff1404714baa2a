import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, UserGuard, type UserClaims } from '@techpack/platform';
import { TechPackStore, toTechPack } from '../store/tech-pack-store';
import { exportFileName } from '../export-json/export-json';
import { costOfPack } from '../get-cost/cost-of-pack';
import { packWorkbook } from './workbook';
import { PatternService } from '../pattern/pattern.service';
import { markerConsumption, withMarkerConsumption } from '../pattern/pack-links';
import { withFactoryLanguageColumns } from './factory-language-columns';
import { languageOfQuery } from '../pdf/factory-language/language-query';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

@Controller('api/tech-pack')
export class ExportXlsxController {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(PatternService) private readonly patterns: PatternService,
  ) {}

  // GET /api/tech-pack/{id}/export.xlsx -> a workbook (Summary, Measurements, BOM, Colourways, Construction, Cost);
  // owner only, anyone else gets 'Tech Pack Not Found'
  @Get(':id/export.xlsx')
  @UseGuards(UserGuard)
  // ?lang=zh-Hans|vi: a column of the factory language beside each column of words (400 naming the languages otherwise)
  async exportXlsx(
    @Param('id') id: string,
    @Query('lang') langQuery: unknown,
    @CurrentUser() claims: UserClaims,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const lang = languageOfQuery(langQuery);
    const pack = toTechPack(await this.store.loadOwned(id, claims.sub));
    // the same cost as GET .../cost: once the type has a pattern, the main fabric costed from its marker
    const pattern = await this.patterns.drafted(pack).catch(() => undefined);
    let cost;
    try {
      cost = costOfPack(pattern ? withMarkerConsumption(pack, markerConsumption(pack, pattern)) : pack); // at the designer's quantity and region (costOverrides), else the defaults
    } catch {
      cost = undefined; // a stored choice the model no longer knows: the workbook still comes, without costs
    }
    const english = await packWorkbook(pack, cost);
    const file = lang === 'en' ? english : await withFactoryLanguageColumns(english, pack, lang);
    await reply
      .header('content-type', XLSX)
      .header(
        'content-disposition',
        `attachment; filename="${exportFileName(pack, 'xlsx').replace(/\.xlsx$/, lang === 'en' ? '.xlsx' : `-${lang}.xlsx`)}"`,
      )
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(file);
  }
}
