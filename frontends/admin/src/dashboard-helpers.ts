import { useEffect, useState } from 'react';
import { toast } from '@techpack/web-shared';
import { adminErrorMessage, adminFetch } from './admin.http';

export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export function mergeById<T extends { id: string }>(a: T[], b: T[] | undefined): T[] {
  if (!b || b.length === 0) return a;
  const seen = new Set(a.map((x) => x.id));
  return [...a, ...b.filter((x) => !seen.has(x.id))];
}

// Open a tech pack's PDF with the admin token (recorded server-side as an operator action).
export async function openPdf(techPackId: string) {
  const win = typeof window.open === 'function' ? window.open('', '_blank') : null;
  try {
    const res = await adminFetch(`/api/admin/tech-packs/${encodeURIComponent(techPackId)}/pdf`);
    const url = URL.createObjectURL(await res.blob());
    if (win) win.location.href = url;
    else window.location.assign(url);
  } catch (e) {
    win?.close();
    toast({
      title: 'PDF Unavailable',
      description: adminErrorMessage(e, 'Could not open the PDF'),
      variant: 'destructive',
    });
  }
}
