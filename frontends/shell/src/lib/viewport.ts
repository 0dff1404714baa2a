// Spec routing rule: a viewport meta tag is added if missing. The spec asked for one without zoom; the accessibility
// requirement (axe-core: no serious or critical violation, WCAG 1.4.4 resize text) overrides that, so zoom stays on.
export const VIEWPORT_CONTENT = 'width=device-width, initial-scale=1';

export function ensureViewportMeta(doc: Document = document): void {
  if (doc.querySelector('meta[name="viewport"]')) return;
  const meta = doc.createElement('meta');
  meta.name = 'viewport';
  meta.content = VIEWPORT_CONTENT;
  doc.head.appendChild(meta);
}
