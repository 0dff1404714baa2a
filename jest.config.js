// One jest run for the whole repo. ESM throughout (`--experimental-vm-modules`), TypeScript through swc.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      target: 'es2022',
      // Nest's decorators, as tsx (esbuild) compiles them: legacy decorators, no emitted metadata (explicit @Inject tokens).
      transform: {
        legacyDecorator: true,
        decoratorMetadata: false,
        ...(tsx ? { react: { runtime: 'automatic' } } : {}),
      },
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc(true) },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // TypeScript sources may import './x.js' (NodeNext style); resolve that to './x.ts'.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

export default {
  testTimeout: 60_000,
  forceExit: true,
  // `npm test` (scripts/run-tests.mjs) runs the self-contained suites on two workers, then the rest one at a time in one
  // worker (--maxWorkers=1); a worker is recycled once it holds more than this after a suite: a single in-band process
  // grew past 4.9 GB over the whole run and late PGlite opens stalled.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/libs/**/*.spec.ts',
        '<rootDir>/libs/**/*.int-spec.ts',
        '<rootDir>/services/**/*.spec.ts',
        '<rootDir>/services/**/*.int-spec.ts',
        '<rootDir>/gateway/**/*.spec.ts',
        '<rootDir>/scripts/**/*.spec.ts',
        '<rootDir>/scripts/**/*.int-spec.ts',
        '<rootDir>/bench/**/*.int-spec.ts',
        '<rootDir>/infra/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontends/*/src/**/*.spec.tsx', '<rootDir>/frontends/*/src/**/*.spec.ts'],
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '\\.(css|svg|png|jpg)$': '<rootDir>/frontends/web-shared/test/file-stub.cjs',
      },
    },
    {
      // Fault injection on the distributed mode (stops Kafka, restarts PostgreSQL/MinIO): `npm run test:faults`.
      ...common,
      displayName: 'faults',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/infra/**/*.int-spec.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/frontends/e2e/**/*.e2e.ts'],
    },
  ],
};
