export * from './fabrics';
export * from './colors';
export * from './enums';
export * from './pricing';
export * from './poms';
export * from './grading';
export * from './trims';
export * from './grammar';
