import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { AdminSystemStatusResponse } from '@techpack/contracts';
import { AdminGuard } from '@techpack/platform';
import { SystemStatusHandler } from './system-status.handler';

@Controller('api/admin')
export class SystemStatusController {
  constructor(@Inject(SystemStatusHandler) private readonly handler: SystemStatusHandler) {}

  // GET /api/admin/system-status -> 200 storage, database, payments, messaging, events and every service's readiness
  @Get('system-status')
  @UseGuards(AdminGuard)
  read(): Promise<AdminSystemStatusResponse> {
    return this.handler.execute();
  }
}
