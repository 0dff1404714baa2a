import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { GradedMeasurementsTable } from './GradedMeasurementsTable';
import type { GradedSpec } from '../lib/types';

// The Grade column agrees with the sizes beside it: a row graded by the women's body table steps unevenly
// (+2.9 +2.6 +3.6 +4.5 +5.0) and shows that range; an evenly stepping row shows its one step.
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const row = (code: string, key: string, name: string, gradeStep: number, vals: number[]) => ({
  code,
  key,
  name,
  howToMeasure: '',
  tolerance: 1,
  gradeStep,
  values: Object.fromEntries(SIZES.map((s, i) => [s, vals[i]])),
  provenance: 'standard' as const,
});
const spec = {
  unit: 'cm',
  baseSize: 'M',
  sizes: SIZES,
  rows: [
    row('H1', 'waist', 'Waist', 3.6, [27.6, 30.5, 33.1, 36.7, 41.2, 46.2]),
    row('A1', 'length', 'Length', 2.5, [65, 67.5, 70, 72.5, 75, 77.5]),
  ],
} as unknown as GradedSpec;

describe('graded measurements table: Grade column', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the range where the steps differ, the one step where they are even; editing starts from the step', () => {
    const noop = () => undefined;
    render(
      <GradedMeasurementsTable
        spec={spec}
        unit="cm"
        originalRow={() => undefined}
        resetRow={noop}
        removeCustom={noop}
        onValidity={noop}
        remember={noop}
        editGraded={noop}
      />,
    );
    const waist = screen.getByLabelText('Waist grade step');
    expect(waist).toHaveValue('2.6-5.0');
    expect(screen.getByLabelText('Length grade step')).toHaveValue('2.5');
    fireEvent.focus(waist);
    expect(waist).toHaveValue('3.6');
  });
});
