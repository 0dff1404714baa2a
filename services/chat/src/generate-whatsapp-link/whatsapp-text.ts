import type { z } from 'zod';
import type { chatWhatsappRequest } from '@techpack/contracts';

const FABRIC_LABELS: Record<string, string> = {
  'cotton-basic': 'Basic Cotton Jersey (180gsm)',
  'cotton-premium': 'Premium Organic Cotton (220gsm)',
  'cotton-blend': 'Cotton Blend (95% Cotton, 5% Spandex)',
  'luxury-fabric': 'Luxury Fabric',
};

// Prefilled text per message type; unknown types get the general support text.
export function whatsappText(input: z.infer<typeof chatWhatsappRequest>): string {
  const order = input.orderNumber ? ` ${input.orderNumber}` : '';
  const fabric = input.fabricChoice ? (FABRIC_LABELS[input.fabricChoice] ?? input.fabricChoice) : undefined;
  const lines: string[] = [];
  switch ((input.type ?? 'support').toLowerCase()) {
    case 'order':
    case 'order-confirmation':
    case 'order_confirmation':
    case 'sample-order':
    case 'sample_order':
      lines.push(`Hello! I just placed sample order${order} and would like to discuss production.`);
      break;
    case 'order-status':
    case 'order_status':
    case 'tracking':
      lines.push(`Hello! Could you give me an update on the status of my sample order${order}?`);
      break;
    case 'techpack':
    case 'tech-pack':
    case 'tech_pack':
    case 'quote':
      lines.push(`Hello! I would like to discuss my tech pack with the manufacturer.`);
      break;
    default:
      lines.push('Hello! I need help with Tech Pack Studio.');
  }
  if (input.orderNumber && !lines[0].includes(input.orderNumber)) lines.push(`Order: ${input.orderNumber}`);
  if (input.techPackId) lines.push(`Tech pack: ${input.techPackId}`);
  if (fabric) lines.push(`Fabric: ${fabric}`);
  if (input.email) lines.push(`Email: ${input.email}`);
  return lines.join('\n');
}

export function whatsappUrl(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/[^0-9]/g, '')}?text=${encodeURIComponent(text)}`;
}
