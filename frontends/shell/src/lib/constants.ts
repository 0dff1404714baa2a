// Contact points shown in the UI. The server's SUPPORT_EMAIL / SUPPORT_PHONE defaults (libs/platform config).
export const SUPPORT_EMAIL = 'support@techpack.studio';
export const SUPPORT_PHONE = '15551234567';
export const SUPPORT_CHAT_URL = `https://wa.me/${SUPPORT_PHONE}`;
export const PRODUCT_NAME = 'Tech Pack Studio';
