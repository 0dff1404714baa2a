// What the grammar's specs import (one place): the grammar and the feature table.
export * from './index';
export { VALID as VALID_FOR_TEST } from './features';
