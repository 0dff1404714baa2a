import { describe, expect, it } from '@jest/globals';
import type { StudioTechPack } from '../lib/types';
import { makeTechPack } from '../test/fixtures';
import { mergeAnswer } from './merge-answer';

// An autosave of the body length is answered after the designer picked silk: the answer's re-derived centre back and
// care must not be overwritten by the studio's copy from before the save (it was written back as the designer's).
describe('a save answered after a newer edit', () => {
  const base = makeTechPack();
  const sent = {
    ...base,
    measurements: { ...base.measurements, length: '80 cm', centreBackLength: '74.8 cm' },
  } as StudioTechPack;
  const current = {
    ...sent,
    materials: { ...sent.materials, mainFabric: 'Silk Charmeuse' },
  } as StudioTechPack;
  const answer = {
    ...sent,
    measurements: { ...sent.measurements, centreBackLength: '77.8 cm' },
    branding: { ...sent.branding, careInstructions: 'dry-clean-only' },
    updatedAt: '2026-11-28T10:00:00.000Z',
  } as StudioTechPack;

  it("keeps the designer's newer edit and takes every value the server re-derived", () => {
    const merged = mergeAnswer(sent, current, answer);
    expect(merged.materials.mainFabric).toBe('Silk Charmeuse');
    expect(merged.measurements.centreBackLength).toBe('77.8 cm');
    expect(merged.measurements.length).toBe('80 cm');
    expect(merged.branding.careInstructions).toBe('dry-clean-only');
    expect(merged.updatedAt).toBe('2026-11-28T10:00:00.000Z');
  });

  it("a cell edited meanwhile stays the designer's; the other cells are the server's", () => {
    const edited = { ...sent, measurements: { ...sent.measurements, chestWidth: '55 cm' } } as StudioTechPack;
    const merged = mergeAnswer(sent, edited, answer);
    expect(merged.measurements.chestWidth).toBe('55 cm');
    expect(merged.measurements.centreBackLength).toBe('77.8 cm');
  });
});
