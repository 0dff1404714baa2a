import { useCallback, useState } from 'react';

// The keys of fields whose text is not a valid value, and a stable reporter that adds or removes one.
export function useInvalidSet(): [ReadonlySet<string>, (key: string, ok: boolean) => void] {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((key: string, ok: boolean) => {
    setInvalid((prev) => {
      if (ok === !prev.has(key)) return prev;
      const next = new Set(prev);
      if (ok) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  return [invalid, report];
}
