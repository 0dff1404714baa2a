import { Box, Paper } from '@mui/material';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { styleNameOf, toast, useUnsavedChangesGuard } from '@techpack/web-shared';
import type { StudioTechPack } from '../lib/types';
import { regenerateErrorText } from '../lib/errors';
import { regenerateBody, useRegenerateTechPackMutation } from '../api/techpack.api';
import { useServerSave } from './useServerSave';
import { ServerFieldErrorsContext } from './server-errors';
import { MeasurementsTab } from './MeasurementsTab';
import { ColorsTab } from './ColorsTab';
import {
  BomTab,
  ColourwaysTab,
  CostTab,
  FitSessionsPanel,
  MaterialsTab,
  PatternTab,
  SectionLoading,
} from './lazy-sections';
import { DetailsTab, type SpecialFeaturesValue } from './DetailsTab';
import { FieldValidityContext } from './fields';
import { useInvalidSet } from './useInvalidSet';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { StudioHeader } from './StudioHeader';
import { StudioTabBar } from './StudioTabBar';
import { FlatPackProvider } from '../flats/context';
import { SizeRangePanel } from './SizeRangePanel';
import { FitMarkedFlats } from '../fit/FitMarkedFlats';

export { STUDIO_TABS } from './StudioTabBar';

export interface StudioProps {
  techPack: StudioTechPack;
  onChange?: (techPack: StudioTechPack) => void;
  /** pause after the last edit before it saves itself (0: only the Save button saves) */
  autosaveMs?: number;
  /** the section shown, when a page drives it (the style workspace's routes); the studio's own tab bar is then hidden */
  tab?: number;
  /** the save state in words, for a header outside the studio ('Saving…', 'Unsaved changes', 'All changes saved') */
  onSaveState?: (state: string) => void;
}

/** The fit sessions as a section of their own (a page that drives `tab`); tab 0 then shows measurements only. */
export const FIT_TAB = 100;

export function Studio({ techPack, onChange, autosaveMs, tab: drivenTab, onSaveState }: StudioProps) {
  const [pack, setPack] = useState<StudioTechPack>(techPack);
  const packRef = useRef(pack);
  const [ownTab, setTab] = useState(0);
  const tab = drivenTab ?? ownTab;
  const [dirty, setDirty] = useState(false);
  // Fields whose text is not a valid value: Save and Update PDF wait until they are fixed.
  const [invalidFields, reportValidity] = useInvalidSet();
  const hasInvalid = invalidFields.size > 0;
  // Unsaved edits survive nothing: reload/close asks the browser's question, in-app navigation asks here.
  const guard = useUnsavedChangesGuard(
    dirty,
    drivenTab === undefined ? undefined : `/styles/${encodeURIComponent(techPack.id)}`,
  );
  const [regenerateTechPack, { isLoading: regenerating }] = useRegenerateTechPackMutation();

  // Every edit: local pack first, then the parent, synchronously (spec section 4).
  const apply = useCallback(
    (next: StudioTechPack, markDirty = true) => {
      packRef.current = next;
      setPack(next);
      if (markDirty) setDirty(true);
      onChange?.(next);
    },
    [onChange],
  );
  const edit = (patch: Partial<StudioTechPack>) => apply({ ...packRef.current, ...patch });

  // save and autosave: the server's re-derived pack replaces the studio's copy (useServerSave.ts)
  const saver = useServerSave({ packRef, pack, dirty, blocked: hasInvalid, apply, setDirty, autosaveMs });
  const save = () => saver.save();
  const saving = saver.saving;

  const regenerate = async () => {
    const current = packRef.current;
    try {
      const rev = (current.revisions as { rev: number }[] | undefined)?.at(-1)?.rev;
      const result = await regenerateTechPack({
        id: current.id,
        body: { ...regenerateBody(current), ...(rev ? { revision: rev } : {}) },
      }).unwrap();
      if (!result || result.success === false) throw new Error(result?.message || 'Unknown error occurred');
      apply({ ...packRef.current, ...(result.updatedTechPack ?? {}) }, false);
      setDirty(false);
      toast({
        title: 'Tech Pack Updated',
        description: result.message || 'Your PDF now includes your customizations.',
      });
    } catch (e) {
      toast({ title: 'Update Failed', description: regenerateErrorText(e), variant: 'destructive' });
    }
  };

  const busy = saving || regenerating || hasInvalid;
  const saveLabel = saving
    ? 'Saving…'
    : saver.state === 'conflict'
      ? 'Changed in another tab: reload'
      : dirty
        ? 'Unsaved changes'
        : 'All changes saved';
  useEffect(() => onSaveState?.(saveLabel), [onSaveState, saveLabel]);
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 4, overflow: 'hidden' }}
      component="section"
      aria-label="Design Customization Studio"
    >
      <StudioHeader
        saveLabel={saveLabel}
        dirty={dirty}
        saving={saving}
        regenerating={regenerating}
        busy={busy}
        hasInvalid={hasInvalid}
        styleName={styleNameOf(pack)}
        onStyleNameChange={(styleName) => edit({ styleName } as Partial<StudioTechPack>)}
        reportValidity={reportValidity}
        onRegenerate={regenerate}
        onSave={save}
      />
      {drivenTab === undefined && <StudioTabBar tab={tab} onChange={setTab} />}
      <Box
        {...(drivenTab === undefined
          ? { role: 'tabpanel', id: `studio-panel-${tab}`, 'aria-labelledby': `studio-tab-${tab}` }
          : {})}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <FieldValidityContext.Provider value={reportValidity}>
          <ServerFieldErrorsContext.Provider value={saver.fieldErrors}>
            <FlatPackProvider pack={pack}>
              <Suspense fallback={<SectionLoading />}>
                {tab === 0 && (
                  // the graded table takes the width it needs to show every size (flats below it up to 1536 px, beside above);
                  // minmax(0, ...) keeps a wide table scrolling inside its own region instead of widening the card
                  <Box
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(320px, 34%)' },
                      gap: 3,
                      alignItems: 'start',
                    }}
                  >
                    <MeasurementsTab
                      measurements={pack.measurements}
                      spec={pack.pointsOfMeasure}
                      original={techPack.pointsOfMeasure}
                      selectedSize={pack.selectedSize}
                      onChange={({ measurements, pointsOfMeasure, pomChanges }) =>
                        edit({
                          measurements,
                          ...(pointsOfMeasure ? { pointsOfMeasure } : {}),
                          ...(pomChanges ? { pomChanges } : {}),
                        })
                      }
                      pomChanges={pack.pomChanges}
                      customPoms={(pack as { customPoms?: Record<string, unknown> }).customPoms}
                    />
                    <FitMarkedFlats pack={pack} />
                  </Box>
                )}
                {tab === 0 && (
                  <SizeRangePanel
                    pack={pack}
                    onSaved={(fields) => apply({ ...packRef.current, ...fields }, false)}
                  />
                )}
                {(tab === FIT_TAB || (tab === 0 && drivenTab === undefined)) && (
                  <>
                    <FitSessionsPanel
                      pack={pack}
                      onSaved={(fields) => apply({ ...packRef.current, ...fields }, false)}
                    />
                    {tab === FIT_TAB && <FitMarkedFlats pack={pack} />}
                  </>
                )}
                {tab === 1 && (
                  <MaterialsTab materials={pack.materials} onChange={(materials) => edit({ materials })} />
                )}
                {tab === 2 && <ColorsTab colors={pack.colors} onChange={(colors) => edit({ colors })} />}
                {tab === 3 && (
                  <DetailsTab
                    branding={pack.branding}
                    specialFeatures={pack.specialFeatures as SpecialFeaturesValue}
                    composition={pack.materials.fabricDetails?.composition ?? ''}
                    onBrandingChange={(branding) => edit({ branding })}
                    onFeaturesChange={(specialFeatures) =>
                      edit({ specialFeatures: specialFeatures as StudioTechPack['specialFeatures'] })
                    }
                  />
                )}
                {/* BOM and colourway edits save as they are made (the server numbers the lines) */}
                {tab === 4 && (
                  <BomTab pack={pack} onSaved={(fields) => apply({ ...packRef.current, ...fields }, false)} />
                )}
                {tab === 5 && (
                  <ColourwaysTab
                    pack={pack}
                    onSaved={(fields) => apply({ ...packRef.current, ...fields }, false)}
                  />
                )}
                {tab === 6 && (
                  <CostTab
                    pack={pack}
                    onSaved={(fields) => apply({ ...packRef.current, ...fields }, false)}
                  />
                )}
                {tab === 7 && <PatternTab pack={pack} />}
              </Suspense>
            </FlatPackProvider>
          </ServerFieldErrorsContext.Provider>
        </FieldValidityContext.Provider>
      </Box>
      <UnsavedChangesDialog guard={guard} />
    </Paper>
  );
}
