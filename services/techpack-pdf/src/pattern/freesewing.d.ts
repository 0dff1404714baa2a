// The FreeSewing packages ship plain ES modules without type declarations: the little the pattern engine uses of them.
declare module '@freesewing/core' {
  export interface FsPoint {
    x: number;
    y: number;
    name?: string;
  }
  export interface FsOp {
    type: 'move' | 'line' | 'curve' | 'close';
    to?: FsPoint;
    cp1?: FsPoint;
    cp2?: FsPoint;
  }
  export interface FsPath {
    ops: FsOp[];
    hidden?: boolean;
    length(): number;
  }
  export interface FsSnippet {
    def: string;
    anchor: FsPoint;
  }
  export interface FsPart {
    hidden?: boolean;
    points: Record<string, FsPoint>;
    paths: Record<string, FsPath>;
    snippets: Record<string, FsSnippet>;
  }
  export interface FsSettings {
    measurements: Record<string, number>;
    options?: Record<string, number | boolean | string>;
    sa?: number;
    complete?: boolean;
  }
  export interface FsPattern {
    draft(): FsPattern;
    parts: Array<Record<string, FsPart>>;
    setStores: Array<{
      cutlist?: Record<string, { materials?: Record<string, Array<{ cut: number; onFold?: boolean }>> }>;
      logs?: { error?: unknown[] };
    }>;
  }
  export type FsDesign = new (settings: FsSettings) => FsPattern;
}
declare module '@freesewing/teagan' {
  export const Teagan: import('@freesewing/core').FsDesign;
}
declare module '@freesewing/brian' {
  export const Brian: import('@freesewing/core').FsDesign;
}
declare module '@freesewing/simon' {
  export const Simon: import('@freesewing/core').FsDesign;
}
declare module '@freesewing/titan' {
  export const Titan: import('@freesewing/core').FsDesign;
}
declare module '@freesewing/penelope' {
  export const Penelope: import('@freesewing/core').FsDesign;
}
declare module '@freesewing/bent' {
  export const Bent: import('@freesewing/core').FsDesign;
}
declare module '@freesewing/hugo' {
  export const Hugo: import('@freesewing/core').FsDesign;
}
declare module 'maxrects-packer/dist/maxrects-packer.mjs' {
  export { MaxRectsPacker } from 'maxrects-packer';
}
