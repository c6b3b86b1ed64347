import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/*
 * Feature boundaries (ARCHITECTURE.md "Boundaries the linter checks", issue 16). Imports are relative, so the
 * rules are written per folder depth: from packages/<pkg>/src/features/<f>/ plus `depth` folders, exactly
 * depth + 1 `../` reaches features/ (the import names another feature), and depth + 2 reaches src/.
 * - Server: another feature only through its entry file, features/<g>/index.ts. Test files may also use
 *   another feature's test fixture (*-fixture.ts).
 * - Web: features never import each other (compose them in app/, or pass components as props or through a
 *   context app/ provides). The one exception is the session feature's current-user query and key, which
 *   every screen that changes the signed-in user's own data refreshes.
 * No cycles between server features: scripts/check-feature-cycles.mjs builds the feature graph (import-x/no-cycle
 * walks every file's whole module graph and is too slow for this tree).
 */
const up = (n) => '(\\.\\./){' + n + '}';
const tests = ['**/*.test.ts', '**/*.test.tsx'];
const featureBoundaries = (pkg, { depths, restricted, message, inTests = restricted }) =>
  depths.flatMap((depth) =>
    [
      { ignores: tests, restricted },
      { files: tests, restricted: inTests },
    ].map(({ ignores, files, restricted: pattern }) => ({
      files: [`packages/${pkg}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      ...(ignores ? { ignores } : {}),
      ...(files
        ? { files: files.map((f) => `packages/${pkg}/src/features/*/${'*/'.repeat(depth)}${f.slice(3)}`) }
        : {}),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^${up(depth + 1)}${pattern}`, message },
              { regex: `^${up(depth + 2)}features/${pattern}`, message },
            ],
          },
        ],
      },
    })),
  );
const serverBoundaries = featureBoundaries('server', {
  depths: [0, 1, 2],
  restricted: '[a-z0-9-]+/(?!index\\.ts$)',
  inTests: '[a-z0-9-]+/(?!index\\.ts$)(?!.*-fixture\\.ts$)',
  message: "Use the other feature's entry file, features/<feature>/index.ts (export what you need there).",
});
const webBoundaries = featureBoundaries('web', {
  depths: [0, 1, 2, 3, 4],
  restricted: '(?!session/)[a-z0-9-]+/',
  message: 'Web features do not import each other: compose them in app/ (or pass the component in).',
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...serverBoundaries,
  ...webBoundaries,
  {
    // Playwright fixtures take their dependencies as an object pattern, empty when there are none.
    files: ['packages/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'bench/**', '**/scripts/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
);
