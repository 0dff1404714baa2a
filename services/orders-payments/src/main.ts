import { runStandalone } from '@techpack/platform';
import { ordersPaymentsService } from './orders-payments.module';

await runStandalone(ordersPaymentsService);
