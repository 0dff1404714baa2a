import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { AdminStatsResponse } from '@techpack/contracts';
import { AdminGuard } from '@techpack/platform';
import { DashboardStats } from './dashboard-stats';

@Controller('api/admin')
export class DashboardStatsController {
  constructor(@Inject(DashboardStats) private readonly stats: DashboardStats) {}

  // GET /api/admin/stats -> 200 the dashboard's figures
  @Get('stats')
  @UseGuards(AdminGuard)
  read(): Promise<AdminStatsResponse> {
    return this.stats.read();
  }
}
