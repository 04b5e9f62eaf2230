// ESLint: type-checked typescript-eslint rules for the shell (ts/), ESLint's recommended rules for
// the plain .mjs scripts around it (build, generators, tests, benches, examples, cli).
// `npm run lint` runs it together with the import-layer check (.dependency-cruiser.cjs).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { GENERATED } from './scripts/gen/index.mjs';

// Names that are deliberately unused: `_x` parameters kept for a signature, `_` in destructuring.
const unusedVars = {
  args: 'after-used',
  argsIgnorePattern: '^_',
  varsIgnorePattern: '^_',
  caughtErrors: 'none',
  destructuredArrayIgnorePattern: '^_',
  ignoreRestSiblings: true,
};

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'wasm/',
      'bench/results/',
      '.cache/',
      // the AssemblyScript core is not TypeScript (decorators on functions, i32/usize, load<T>):
      // asc checks it (`npm run typecheck`)
      'assembly/',
      // generated files are checked against their generator instead (`node build.mjs --check-generated`)
      ...GENERATED.map((g) => g.path),
      '**/*.gen.ts',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  // ── the TypeScript shell: type-checked ──
  {
    files: ['ts/**/*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // bugs the recommended set leaves out
      eqeqeq: ['error', 'always', { null: 'ignore' }], // `x == null` is the one deliberate loose compare
      'no-var': 'error',
      'prefer-const': ['error', { destructuring: 'all' }],
      'no-throw-literal': 'off', // replaced by the type-aware rule below
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/no-unused-vars': ['error', unusedVars],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/consistent-type-exports': 'error',
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'], // a returned promise in try escapes its catch
      '@typescript-eslint/no-unnecessary-boolean-literal-compare': 'error',
      '@typescript-eslint/prefer-optional-chain': 'error',
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }], // `void p` marks a deliberate fire-and-forget
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-asserted-optional-chain': 'error',
      '@typescript-eslint/restrict-plus-operands': ['error', { allowNumberAndString: true }],

      // off: they fight the codebase's deliberate style
      // numbers and booleans in messages are the point of `${...}` in error texts
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
      // async functions without await implement interfaces that return promises (Request.then,
      // host loaders): the async keeps a throw a rejection
      '@typescript-eslint/require-await': 'off',
      // `x!` after a lookup whose presence an invariant guarantees (plans, live requests) is the
      // house style; a wrong one throws at once on use
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `while (true)` progress loops are the engine's shape
      'no-constant-condition': ['error', { checkLoops: false }],
      // empty catch blocks mark a deliberate "best effort" (closing a pool after a failure)
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },

  // ── the shell's portability and layering contracts (CONTRIBUTING.md; imports: .dependency-cruiser.cjs) ──
  {
    // everything but the Node host also runs in browsers (tsconfig's `types: ["node"]` would let
    // Node's globals through unnoticed)
    files: ['ts/**/*.ts'],
    ignores: ['ts/host/node/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'global', 'require', '__dirname', '__filename', 'setImmediate', 'clearImmediate'].map(
          (name) => ({ name, message: 'Node only: keep it in ts/host/node (this code also runs in browsers)' }),
        ),
      ],
    },
  },
  {
    // the MPI layer checks arguments and delegates; synchronisation is the transport's
    files: ['ts/comm/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Atomics', message: 'ts/comm never touches Atomics: the transport (ts/transport) does' },
      ],
    },
  },
  {
    // selection is pure arithmetic over tables: no memory, no threads (browser-safe, testable alone)
    files: ['ts/coll/select/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['Atomics', 'WebAssembly', 'SharedArrayBuffer', 'process', 'Buffer'].map((name) => ({
          name,
          message: 'ts/coll/select is pure: no memory, threads or host',
        })),
      ],
    },
  },

  // ── plain JavaScript around the shell: build, generators, tests, benches, examples, cli ──
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-var': 'error',
      'prefer-const': ['error', { destructuring: 'all' }],
      'no-unused-vars': ['error', unusedVars],
      'no-constant-condition': ['error', { checkLoops: false }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
