// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      '**/.react-router/**',
      'data/**',
      '.cache/**',
      // Compiled from frontend/messages by Paraglide JS (ADR 047).
      'frontend/app/paraglide/**',
      // Compiled with the client openapi-lint.spec.ts generates for it, strict (ADR 044).
      'backend/test/infra/openapi-client/**',
      // Made by backend/test/support/batches.js for npm test.
      'backend/test/batches/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // Numbers print plainly; other non-strings must be converted on purpose.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allowNumber: true,
          allowAny: false,
          allowBoolean: false,
          allowNullish: false,
          allowRegExp: false,
        },
      ],
      // `onClick={() => setOpen(false)}` is the usual React shape, not a confusing void.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Nest modules are empty classes that exist for their decorator.
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
    },
  },
  {
    // The React app runs in the browser and on the server.
    files: ['frontend/app/**/*.{ts,tsx}', 'frontend/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // React Router loaders stop by throwing a Response (`redirect`) or `data(..., 404)`.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    // What the signed-out admin pages load (ADR 071) takes the contracts' values by subpath:
    // the barrel brings every contracts module, schemas built at their top level included,
    // into those pages' bundle (ADR 101). Types are erased, so they may come from the barrel.
    files: [
      'frontend/app/admin/auth/**',
      'frontend/app/admin/shared/form/**',
      'frontend/app/admin/shared/{api,error-words,field-labels,meta,notify,query-client,session}.ts',
      'frontend/app/routes/admin/{admin,login,forgot-password,reset,invite}.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@prism/contracts',
              allowTypeImports: true,
              message:
                'The signed-out admin pages load this file: import the value from its module (@prism/contracts/credentials, /limits, /error-codes…), ADR 101.',
            },
          ],
        },
      ],
    },
  },
  {
    // Decorated Nest classes need their constructor-injected types at run time.
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/cli/**/*.ts', '**/scripts/**', '**/test/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // With noUncheckedIndexedAccess, `rows[0]!` is how a test states what it expects to
    // exist; a wrong expectation fails the test at that line.
    files: ['**/test/**', '**/e2e/**', '**/*.test.{ts,tsx}', '**/*.spec.ts', '**/*.e2e.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Plain CommonJS files (Jest config and reporter).
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Plain JavaScript (scripts, bench, configs) and the types beside a CommonJS script are
    // in no TypeScript project.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs', '**/*.d.cts'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
