export * from './techpack-export.schema';
