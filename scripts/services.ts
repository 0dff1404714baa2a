import type { ServiceDefinition } from '@techpack/platform';
import { authService } from '@techpack/auth';
import { uploadAnalysisService } from '@techpack/upload-analysis';
import { techpackPdfService } from '@techpack/techpack-pdf';
import { chatService } from '@techpack/chat';
import { ordersPaymentsService } from '@techpack/orders-payments';
import { adminService } from '@techpack/admin';

// Every service the product runs, in start order (admin last so it sees the others' topics).
export const SERVICES: ServiceDefinition[] = [
  authService,
  uploadAnalysisService,
  techpackPdfService,
  chatService,
  ordersPaymentsService,
  adminService,
];
