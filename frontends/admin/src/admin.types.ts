import type {
  AdminMessageView,
  AdminOperatorActionView,
  AdminOrderView,
  AdminStatsResponse,
  AdminSystemStatusResponse,
  AdminTechPackView,
  AdminUploadView,
  AdminUserView,
} from '@techpack/contracts';

// What the dashboard reads: the admin service's answers as its contract (libs/contracts/src/http/admin.ts) types
// them, so client and server cannot drift. Where the dashboard is more tolerant than the server is strict, it says so.

export type AdminUser = AdminUserView;

export type AdminUpload = AdminUploadView;

export type AdminTechPack = AdminTechPackView;

// The amount formatter also takes a decimal written as text (PostgreSQL numeric as some drivers return it);
// the dashboard does not read paidAt.
export type AdminOrder = Omit<AdminOrderView, 'totalAmount' | 'paidAt'> & {
  totalAmount: AdminOrderView['totalAmount'] | string;
  paidAt?: string | null;
};

// The dashboard does not read the conversation owner's id.
export type AdminMessage = Omit<AdminMessageView, 'userId'> & { userId?: string };

export type AdminStats = AdminStatsResponse;

export type SystemStatus = AdminSystemStatusResponse;

export type OperatorAction = AdminOperatorActionView;
