export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName?: string | null;
  isGoogleUser: boolean;
  createdAt: string;
  lastLoginAt?: string | null;
}

export interface AdminUpload {
  id: string;
  userId: string;
  originalName: string;
  filename: string;
  garmentType?: string | null;
  createdAt?: string | null;
  user?: { email: string } | null;
}

export interface AdminTechPack {
  id: string;
  uploadId: string;
  userId?: string;
  upload?: { filename?: string; originalName?: string; garmentType?: string | null } | null;
  createdAt?: string | null;
  generatedAt?: string | null;
  pdfPath?: string | null;
  aiAnalysis?: { garmentType?: string; silhouette?: string; styleCategory?: string; confidence?: number } | null;
  user?: { email: string } | null;
}

export interface AdminOrder {
  id: string;
  orderNumber: string;
  techPackId?: string | null;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  fabricChoice: string;
  totalAmount: number | string;
  status: string;
  stripePaymentIntentId?: string | null;
  orderedAt: string;
  user?: { email: string } | null;
}

export interface AdminMessage {
  id: string;
  techPackId: string;
  sender: string;
  message: string;
  sentAt: string;
  messageType: string;
  user?: { email: string } | null;
}

export interface AdminStats {
  totalUsers: number;
  activeUsers7d: number;
  totalRevenue: number;
  orderCount: number;
  paidOrderCount?: number;
  techPackCount: number;
  uploadCount: number;
  messageCount: number;
}

export interface SystemStatus {
  checkedAt: string;
  storage: { kind: string; label: string; healthy: boolean };
  database: { kind: string; label: string; healthy: boolean };
  payments: { provider: string | null; testMode: boolean | null; healthy: boolean; error?: string };
  messaging: { healthy: boolean; error?: string };
  events: { kind: string; label: string; healthy: boolean; lastEventAt: string | null };
  services: { name: string; ready: boolean; status: number | null; ms: number; error?: string }[];
}

export interface OperatorAction {
  id: string;
  operator: string;
  action: string;
  targetId: string;
  outcome: string;
  statusCode: number | null;
  at: string;
}
