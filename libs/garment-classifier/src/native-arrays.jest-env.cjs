// Jest environment for specs that run onnxruntime-node in the test's own thread: the native addon makes its output
// tensors' typed arrays in Node's main realm, and onnxruntime-common (loaded in the test's realm) checks them with
// `instanceof`. The test realm here uses the main realm's typed-array constructors, so the two agree.
const { TestEnvironment } = require('jest-environment-node');

const SHARED = [
  'ArrayBuffer',
  'Float32Array',
  'Float64Array',
  'Int8Array',
  'Int16Array',
  'Int32Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Uint16Array',
  'Uint32Array',
  'BigInt64Array',
  'BigUint64Array',
];

class NativeArraysEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of SHARED) this.global[name] = globalThis[name];
  }
}

module.exports = NativeArraysEnvironment;
