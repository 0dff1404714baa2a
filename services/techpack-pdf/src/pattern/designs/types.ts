import type { FsDesign, FsPart } from '@freesewing/core';
import type { Body } from '../body';

export type Inputs = {
  measurements: Record<string, number>;
  options: Record<string, number | boolean | string>;
};
/** The spec at one size: POM key -> cm. */
export type SpecAt = Record<string, number>;
export type Parts = Record<string, FsPart>;

/**
 * What moves a point of measure: one of the design's measurements (`m`) or options (`o`). `gain` is the expected
 * change of the POM (cm) per unit of the input, the first step's slope; later steps use the observed one.
 */
export interface Lever {
  key: string;
  input: 'm' | 'o';
  name: string;
  gain: number;
  min?: number;
  max?: number;
  /** the gain is known exactly (a point placed in millimetres): no secant, whatever the other levers did */
  exact?: boolean;
  /** how far the lever moves other POMs, per cm of its own POM's expected move (a wider shoulder widens the across front) */
  pulls?: Record<string, number>;
  /** only for specs this holds for (a short-sleeved shirt's sleeve has its own option) */
  when?: (spec: SpecAt) => boolean;
}

export interface PieceInfo {
  name: string;
  component: string;
  /** how it is cut where the design's own cut list does not fit the garment (a jacket's front opens: a pair) */
  cut?: number;
  onFold?: boolean;
}

export interface DesignPlan {
  id: string; // the FreeSewing design
  label: string; // 'Teagan (FreeSewing) T-shirt'
  design: FsDesign;
  /** FreeSewing part name -> the piece's name in the pattern and the pack component it is */
  pieces: Record<string, PieceInfo>;
  /** The components this design has pieces for (the rest of the pack's components are listed "not drafted"). */
  drafts: string[];
  initial(spec: SpecAt, body: Body): Inputs;
  /** After each step: inputs that must follow others (a short leg's knee above its hem). */
  settle?(inputs: Inputs): void;
  measure(parts: Parts): Record<string, number>;
  /** A step after FreeSewing's draft, on its own points (a leg tapered from the knee to the spec's opening). */
  adjust?(parts: Parts, inputs: Inputs): void;
  /** Parts the design drafts that this spec has no use for (a sleeveless top's sleeve). */
  omit?(spec: SpecAt): string[];
  levers: Lever[];
  /** The levers pull on each other's POMs (a rise on the thigh, the floor on the inseam): they are stepped together. */
  coupled?: boolean;
  /** POMs the design has no line for, with the reason the check gives */
  unreached: Record<string, string>;
}
