import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/*.min.js',
      'libs/garment-classifier/model/**',
      '.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      // Boundaries by Nx project tags: a service may use libs only, never another service.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:frontend', onlyDependOnLibsWithTags: ['type:lib', 'type:frontend'] },
          ],
        },
      ],
    },
  },
  {
    // Tests may use the shared test harness in scripts/test-support.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/*.e2e.ts', 'bench/**', 'scripts/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Source stays readable: one use case or component per file, no file over 300 lines. Only tests and their harnesses
    // are exempt; data tables are data files (JSON) read by a small typed module.
    files: [
      'services/*/src/**/*.ts',
      'services/*/src/**/*.tsx',
      'libs/*/src/**/*.ts',
      'libs/*/src/**/*.tsx',
      'gateway/src/**/*.ts',
      'frontends/*/src/**/*.ts',
      'frontends/*/src/**/*.tsx',
    ],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.int-spec.ts',
      '**/*.e2e.ts',
      '**/testing/**',
      '**/test/**',
    ],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
        Buffer: 'readonly',
      },
    },
  },
  {
    // CommonJS scripts (build and model tooling) load their dependencies with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
