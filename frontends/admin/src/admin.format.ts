import { FABRIC_PRICES, OPERATOR_TRANSITIONS } from '@techpack/catalog';
import type { AdminOrder, AdminUser } from './admin.types';

export const MESSAGE_PREVIEW_LENGTH = 100;
export const PAYMENT_ID_LENGTH = 20;

// Spec: message preview 100 characters with an ellipsis.
export function messagePreview(text: string): string {
  return text.length > MESSAGE_PREVIEW_LENGTH ? `${text.slice(0, MESSAGE_PREVIEW_LENGTH)}...` : text;
}

// Spec: the payment id truncated to 20 characters.
export function truncatePaymentId(id: string | null | undefined): string {
  if (!id) return '-';
  return id.length > PAYMENT_ID_LENGTH ? `${id.slice(0, PAYMENT_ID_LENGTH)}...` : id;
}

// Known fabric keys get their label; unknown values are shown raw.
export function fabricLabel(value: string): string {
  return (FABRIC_PRICES as Record<string, { label: string } | undefined>)[value]?.label ?? value;
}

export function money(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return `$${(Number.isFinite(n) ? n : 0).toFixed(2)}`;
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return 'Never';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '-' : d.toLocaleString();
}

// Spec: the search box filters users by email, first name or last name...
export function filterUsers(users: AdminUser[], term: string): AdminUser[] {
  const q = term.trim().toLowerCase();
  if (!q) return users;
  return users.filter((u) =>
    [u.email, u.firstName, u.lastName ?? ''].some((v) => (v ?? '').toLowerCase().includes(q)),
  );
}

// ...and orders by order number, user email or status.
export function filterOrders(orders: AdminOrder[], term: string): AdminOrder[] {
  const q = term.trim().toLowerCase();
  if (!q) return orders;
  return orders.filter((o) =>
    [o.orderNumber, o.user?.email ?? o.email, o.status].some((v) => (v ?? '').toLowerCase().includes(q)),
  );
}

export function userType(u: AdminUser): 'Google' | 'Email' {
  return u.isGoogleUser ? 'Google' : 'Email';
}

export function isActive(u: AdminUser, now = Date.now()): boolean {
  return !!u.lastLoginAt && now - new Date(u.lastLoginAt).getTime() <= 7 * 24 * 3600_000;
}

// Statuses an operator can move an order to: the orders service's own transitions (it checks them again).
export const OPERATOR_STATUSES: Readonly<Record<string, readonly string[]>> = OPERATOR_TRANSITIONS;

export const STATUS_LABELS: Record<string, string> = {
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};
