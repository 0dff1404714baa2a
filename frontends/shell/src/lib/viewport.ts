// Spec routing rule: a viewport meta tag (no zoom) is added if missing.
export const VIEWPORT_CONTENT = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no';

export function ensureViewportMeta(doc: Document = document): void {
  if (doc.querySelector('meta[name="viewport"]')) return;
  const meta = doc.createElement('meta');
  meta.name = 'viewport';
  meta.content = VIEWPORT_CONTENT;
  doc.head.appendChild(meta);
}
