import { BadRequestException, Controller, Get, Header, Query } from '@nestjs/common';
import { searchTcx } from '../model/colour-standard';

// GET /api/materials/colours?q=: the Pantone TCX search behind the studio's colour picker. By code ("18-4215"), name
// words ("blue mirage") or hex ("#5C6D7C", nearest first); up to 20 references, each with its code, name and hex.
@Controller('api/materials/colours')
export class SearchColoursController {
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  search(@Query('q') q?: string): { colours: { code: string; name: string; hex: string }[] } {
    const query = typeof q === 'string' ? q.trim() : '';
    if (!query || query.length > 60)
      throw new BadRequestException({
        message: 'q: a TCX code, colour name or hex (1-60 characters)',
        fields: ['q'],
      });
    return { colours: searchTcx(query) };
  }
}
