import { Module } from '@nestjs/common';
import { defineNestService } from '@techpack/platform';
import { ADMIN_SCHEMA } from './admin.schema';
import { adminMigrations } from './admin.migrations';
import { ReadModelProjector } from './read-models/read-model.projector';
import { ReadModelEventsController } from './read-models/read-model-events.controller';
import { ReadModelRebuilds } from './read-models/read-model-rebuilds';
import { DashboardStats } from './dashboard-stats/dashboard-stats';
import { DashboardStatsController } from './dashboard-stats/dashboard-stats.controller';
import { ListUsersController } from './list-users/list-users.controller';
import { ListUsersHandler } from './list-users/list-users.handler';
import { ListUploadsController } from './list-uploads/list-uploads.controller';
import { ListUploadsHandler } from './list-uploads/list-uploads.handler';
import { ListTechPacksController } from './list-tech-packs/list-tech-packs.controller';
import { ListTechPacksHandler } from './list-tech-packs/list-tech-packs.handler';
import { ListOrdersController } from './list-orders/list-orders.controller';
import { ListOrdersHandler } from './list-orders/list-orders.handler';
import { ListMessagesController } from './list-messages/list-messages.controller';
import { ListMessagesHandler } from './list-messages/list-messages.handler';
import { ListOperatorActionsController } from './list-operator-actions/list-operator-actions.controller';
import { ListOperatorActionsHandler } from './list-operator-actions/list-operator-actions.handler';
import { SystemStatusController } from './system-status/system-status.controller';
import { SystemStatusHandler } from './system-status/system-status.handler';
import { ServiceProbe } from './system-status/service-probe';
import { OperatorActionRecorder } from './operator-actions/operator-action.recorder';
import { OperatorUpstream } from './operator-actions/operator-upstream';
import { ForwardedAction } from './operator-actions/forwarded-action';
import { ReplyAsManufacturerController } from './reply-as-manufacturer/reply-as-manufacturer.controller';
import { ReplyAsManufacturerHandler } from './reply-as-manufacturer/reply-as-manufacturer.handler';
import { ChangeOrderStatusController } from './change-order-status/change-order-status.controller';
import { ChangeOrderStatusHandler } from './change-order-status/change-order-status.handler';
import { OpenTechPackPdfController } from './open-tech-pack-pdf/open-tech-pack-pdf.controller';
import { OpenTechPackPdfHandler } from './open-tech-pack-pdf/open-tech-pack-pdf.handler';
import { RebuildReadModelsController } from './rebuild-read-models/rebuild-read-models.controller';
import { RebuildReadModelsHandler } from './rebuild-read-models/rebuild-read-models.handler';

// The admin service: the operators' dashboard. Read models built from every other service's events (read-models/),
// one folder per use case: the lists, the figures, the system status, and the operator actions another service
// carries out (recorded whatever the outcome, operator-actions/).
@Module({
  controllers: [
    ReadModelEventsController,
    DashboardStatsController,
    ListUsersController,
    ListUploadsController,
    ListTechPacksController,
    ListOrdersController,
    ListMessagesController,
    ListOperatorActionsController,
    SystemStatusController,
    ReplyAsManufacturerController,
    ChangeOrderStatusController,
    OpenTechPackPdfController,
    RebuildReadModelsController,
  ],
  providers: [
    ReadModelProjector,
    ReadModelRebuilds,
    DashboardStats,
    ListUsersHandler,
    ListUploadsHandler,
    ListTechPacksHandler,
    ListOrdersHandler,
    ListMessagesHandler,
    ListOperatorActionsHandler,
    ServiceProbe,
    SystemStatusHandler,
    OperatorActionRecorder,
    OperatorUpstream,
    ForwardedAction,
    ReplyAsManufacturerHandler,
    ChangeOrderStatusHandler,
    OpenTechPackPdfHandler,
    RebuildReadModelsHandler,
  ],
})
export class AdminModule {}

export const adminService = defineNestService({
  name: 'admin',
  schema: ADMIN_SCHEMA,
  migrations: adminMigrations,
  module: AdminModule,
  // once the event handlers are subscribed: a first start over an existing history catches up from the log
  afterStart: (app) => app.get(ReadModelRebuilds).catchUpFromLog(),
});
