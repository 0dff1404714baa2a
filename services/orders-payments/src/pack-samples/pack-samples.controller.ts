import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import type { PackSample } from '@techpack/contracts';
import { ServiceGuard } from '@techpack/platform';
import { PackSamplesHandler } from './pack-samples.handler';

// Internal (service token, not routed by the gateway): the sample orders of one pack with the revision each was made
// from. The tech pack service asks it to let the manufacturing partner at the packs of its orders, and to tell what
// changed since the last sampled revision.
@Controller('internal/tech-packs')
@UseGuards(ServiceGuard)
export class PackSamplesController {
  constructor(@Inject(PackSamplesHandler) private readonly handler: PackSamplesHandler) {}

  @Get(':id/samples')
  samples(@Param('id') id: string): Promise<{ samples: PackSample[] }> {
    return this.handler.execute(id.slice(0, 64));
  }
}
