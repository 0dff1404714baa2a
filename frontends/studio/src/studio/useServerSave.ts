import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { TECHPACK_SERVICE_MESSAGES } from '@techpack/contracts';
import { toast } from '@techpack/web-shared';
import type { StudioTechPack } from '../lib/types';
import { serverMessage } from '../lib/errors';
import { updateBody, useUpdateTechPackMutation } from '../api/techpack.api';
import { fieldErrorsOf, type ServerFieldErrors } from './server-errors';
import { mergeAnswer } from './merge-answer';

// The studio's saves: the server answers the re-derived pack and the studio shows exactly that (never its
// own stale copy, so nothing old can be written back later); edits save themselves after a pause; each save names
// the revision it was made on, so a save from a second tab on an older revision is refused, not merged silently.

export const AUTOSAVE_DELAY_MS = 1500;
export type SaveState = 'saved' | 'saving' | 'error' | 'conflict';

const lastRevision = (p: StudioTechPack): number | undefined =>
  (p.revisions as { rev: number }[] | undefined)?.at(-1)?.rev;

export interface ServerSaveOptions {
  packRef: MutableRefObject<StudioTechPack>;
  pack: StudioTechPack;
  dirty: boolean;
  blocked: boolean;
  apply: (next: StudioTechPack, markDirty?: boolean) => void;
  setDirty: (dirty: boolean) => void;
  autosaveMs?: number;
}

export function useServerSave({
  packRef,
  pack,
  dirty,
  blocked,
  apply,
  setDirty,
  autosaveMs = AUTOSAVE_DELAY_MS,
}: ServerSaveOptions) {
  const [updateTechPack, { isLoading: saving }] = useUpdateTechPackMutation();
  const [state, setState] = useState<SaveState>('saved');
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors>({});
  const inFlight = useRef(false);

  const save = useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}) => {
      if (inFlight.current) return;
      const sent = packRef.current;
      inFlight.current = true;
      setState('saving');
      try {
        const rev = lastRevision(sent);
        const reply = await updateTechPack({
          id: sent.id,
          body: { ...updateBody(sent), ...(rev ? { revision: rev } : {}) },
        }).unwrap();
        const answer = (
          reply && typeof reply === 'object' && 'techPack' in reply ? reply.techPack : undefined
        ) as StudioTechPack | undefined;
        if (answer && packRef.current === sent) {
          // nothing edited meanwhile: the studio becomes the server's pack (its re-derived care, trims, table...)
          apply({ ...answer, pomChanges: undefined } as StudioTechPack, false);
          setDirty(false);
        } else if (answer) {
          // edited meanwhile: the new edits stay (they save next), everything else is the server's answer
          apply(mergeAnswer(sent, packRef.current, answer), false);
        } else if (packRef.current === sent) setDirty(false);
        setFieldErrors({});
        setState('saved');
        if (!quiet)
          toast({ title: 'Changes Saved', description: 'Your tech pack customizations have been saved.' });
      } catch (e) {
        const code = (e as { data?: { code?: unknown } }).data?.code;
        if (code === 'TECHPACK.STALE_REVISION') {
          setState('conflict');
          toast({
            title: 'Changed in another tab',
            description: serverMessage(e) ?? TECHPACK_SERVICE_MESSAGES.staleRevision,
            variant: 'destructive',
          });
        } else {
          setFieldErrors(fieldErrorsOf(e));
          setState('error');
          // The edits stay in the studio so the designer can fix and retry.
          toast({
            title: 'Save Failed',
            description: serverMessage(e) ?? 'Failed to save changes',
            variant: 'destructive',
          });
        }
      } finally {
        inFlight.current = false;
      }
    },
    [apply, packRef, setDirty, updateTechPack],
  );

  // autosave: a pause after the last edit (each edit restarts the wait); not while a value is invalid, nor after
  // another tab saved a newer revision (the designer reloads first)
  useEffect(() => {
    if (!dirty || blocked || state === 'conflict' || autosaveMs <= 0) return;
    const t = setTimeout(() => void save({ quiet: true }), autosaveMs);
    return () => clearTimeout(t);
  }, [pack, dirty, blocked, state, autosaveMs, save]);

  return { save, saving, state, fieldErrors };
}
