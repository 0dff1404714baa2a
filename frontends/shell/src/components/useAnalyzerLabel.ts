import { useEffect, useState } from 'react';

// The footer names the analyzer the server actually runs (GET /api/upload/analyzer), the one each pack records in
// aiAnalysis.analyzer; until it answers (or if it cannot), a sentence that claims no particular one.
export const ANALYZER_FALLBACK = 'Garment analysis runs on our servers.';

let cached: string | undefined;

export function useAnalyzerLabel(): string {
  const [label, setLabel] = useState(cached ?? ANALYZER_FALLBACK);
  useEffect(() => {
    if (cached || typeof fetch !== 'function') return;
    let live = true;
    fetch('/api/upload/analyzer')
      .then((r) => (r.ok ? r.json() : undefined))
      .then((body: { label?: unknown } | undefined) => {
        if (typeof body?.label !== 'string') return;
        cached = `${body.label}.`;
        if (live) setLabel(cached);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return label;
}
