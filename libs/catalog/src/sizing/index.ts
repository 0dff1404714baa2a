export * from './ranges';
export * from './grade';
export * from './tolerances';
export * from './apply';
export * from '../care-symbols';
export * from '../artwork';
export * from '../fabric-confirm';
export * from '../library/trade-colours';
