import { useCallback } from 'react';
import type { TechPackUpdate } from '@techpack/contracts';
import { useUpdateTechPackMutation } from '../api/techpack.api';
import { serverMessage } from '../lib/errors';
import type { StudioTechPack } from '../lib/types';

// BOM and colourway edits are saved as they are made (one PUT each), apart from the studio's Save: the server owns
// refs and the derived lines, so the studio shows what it answered. A refusal comes back with the failing field for
// the form to show beside it.

export type SaveResult =
  { ok: true; pack: Partial<StudioTechPack> } | { ok: false; message: string; fields: string[] };

// What a BOM or colourway save may change in the studio's copy of the pack.
const FIELDS = ['bom', 'bomUser', 'colourways', 'revisions', 'updatedAt', 'pdfPath'] as const;

export function useBomSave(id: string) {
  const [update, { isLoading }] = useUpdateTechPackMutation();
  const send = useCallback(
    async (body: Pick<TechPackUpdate, 'bomEdits' | 'colourways'>): Promise<SaveResult> => {
      try {
        const reply = (await update({ id, body }).unwrap()) as unknown as {
          techPack?: Record<string, unknown>;
        };
        const answer = reply?.techPack ?? {};
        const pack: Record<string, unknown> = {};
        for (const k of FIELDS) if (k in answer) pack[k] = answer[k];
        return { ok: true, pack: pack as Partial<StudioTechPack> };
      } catch (e) {
        const data = (e as { data?: { fields?: unknown } }).data;
        const fields = Array.isArray(data?.fields)
          ? data.fields.filter((f): f is string => typeof f === 'string')
          : [];
        return {
          ok: false,
          message: serverMessage(e) ?? 'The change could not be saved. Try again.',
          fields,
        };
      }
    },
    [id, update],
  );
  return { send, saving: isLoading };
}
