import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { api, apiRequest, messageOf, navigate, toast } from '@techpack/web-shared';
import { useDispatch } from 'react-redux';

// "Import JSON": a file exported from any pack (GET .../export.json) becomes a new pack of the designer's
// (POST /api/tech-packs/import), opened in the studio. The server validates it; its message is shown as it comes.
const MAX_BYTES = 7 * 1024 * 1024;

// FileReader: every browser (and the test DOM) has it, Blob.text() not everywhere
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsText(file);
  });

export function ImportPackButton() {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const dispatch = useDispatch();
  const importFile = async (file: File) => {
    if (file.size > MAX_BYTES)
      return toast({
        title: 'Import failed',
        description: 'Import too large: an export is at most 7 MB',
        variant: 'destructive',
      });
    setBusy(true);
    try {
      let body: unknown;
      try {
        body = JSON.parse(await readText(file));
      } catch {
        throw new Error('This file is not a tech pack export (not JSON)');
      }
      const res = await apiRequest<{ techPack: { id: string } }>({
        url: '/api/tech-packs/import',
        method: 'POST',
        body,
      });
      dispatch(api.util.invalidateTags([{ type: 'TechPack', id: 'LIST' }]));
      toast({ title: 'Tech pack imported' });
      navigate(`/styles/${encodeURIComponent(res.techPack.id)}`);
    } catch (e) {
      toast({
        title: 'Import failed',
        description: messageOf(e, 'The file could not be imported'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="Tech pack export file"
        onChange={(e) => e.target.files?.[0] && void importFile(e.target.files[0])}
      />
      <Button
        variant="outlined"
        size="large"
        disabled={busy}
        onClick={() => input.current?.click()}
        sx={{ flex: 'none' }}
      >
        Import JSON
      </Button>
    </>
  );
}
