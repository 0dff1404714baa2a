import { useEffect, useState } from 'react';
import { apiRequest } from './http';

// Protected files (reference images, PDFs) need the bearer header, so <img src> cannot fetch them directly:
// fetch as a blob and hand out an object URL. `error` is true when the fetch failed.
export function useAuthedObjectUrl(url: string | null | undefined): {
  src: string | null;
  error: boolean;
  loading: boolean;
} {
  const [state, setState] = useState<{ src: string | null; error: boolean; loading: boolean }>({
    src: null,
    error: false,
    loading: !!url,
  });
  useEffect(() => {
    if (!url) {
      setState({ src: null, error: false, loading: false });
      return;
    }
    let alive = true;
    let objectUrl: string | null = null;
    const controller = new AbortController();
    setState({ src: null, error: false, loading: true });
    apiRequest<Blob>({ url, responseType: 'blob' }, { signal: controller.signal })
      .then((blob) => {
        if (!alive) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, error: false, loading: false });
      })
      .catch(() => alive && setState({ src: null, error: true, loading: false }));
    return () => {
      alive = false;
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

// Opens a protected file in a new tab (e.g. the PDF download). The tab is opened synchronously so pop-up
// blockers allow it, then pointed at the fetched blob.
export async function openAuthedFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await apiRequest<Blob>({ url, responseType: 'blob' });
    const objectUrl = URL.createObjectURL(blob);
    if (tab) tab.location.href = objectUrl;
    else window.location.assign(objectUrl);
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (e) {
    tab?.close();
    throw e;
  }
}
