export * from './ranges';
export * from './grade';
export * from './tolerances';
export * from './apply';
