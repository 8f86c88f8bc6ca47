import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webFeatures = fs.readdirSync('src/web/features');

/** Web features never import each other; `web/app` composes them. */
const featureIsolationZones = webFeatures.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: compose them in src/web/app.',
}));

/** Which parts of the code may import which. */
const boundaryZones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'shared is imported by both sides and imports neither.',
  },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'components/ and lib/ never import features or the app.',
  },
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'Features do not import the app layer.',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'The server never imports web code.',
  },
  ...featureIsolationZones,
];

/**
 * content/ is the seed: the database is loaded from it once, and from then on
 * staff own the words (decisions 020, 034). Product code reads the curriculum,
 * never the seed, or a renamed realm keeps its shipped name somewhere.
 */
const seedContentZone = {
  target: './src',
  from: './content',
  message:
    'content/ is only the seed: read the curriculum (the cache, or what the server sends) instead.',
};

/** Who may read the seed: its loaders, the announcement of realms not yet open, and tests. */
const seedReaders = [
  'src/server/features/curriculum/curriculum-seed.ts',
  'src/server/features/library/library-seed.ts',
  'src/server/features/curriculum/realm-announcement.ts',
  'src/testing/**',
  'src/**/*.test.{ts,tsx}',
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', '.reports', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these, import-x reads only .js files and no-cycle never looked at our code.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through src/server/env.ts.',
        },
        {
          // The first formatter a page makes loads the locale's data: not on every first load.
          selector: "NewExpression[callee.object.name='Intl']:not(:function NewExpression)",
          message:
            'Make Intl formatters on first use: lazily(() => new Intl…) from #shared/lazily.ts.',
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#server/',
              allowTypeImports: true,
              message: 'The web side imports only types from the server (AppType).',
            },
          ],
        },
      ],
    },
  },
  {
    // Dialogs and their shells are drawn once, in components/ui (dialog.tsx, confirm-dialog.tsx).
    files: ['src/web/features/**/*.{ts,tsx}', 'src/web/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'radix-ui',
              importNames: ['Dialog', 'AlertDialog'],
              message: 'Use Dialog or ConfirmDialog from #web/components/ui.',
            },
          ],
        },
      ],
    },
  },
  {
    // Settings are read in one place; tests, scripts and tooling configure processes they start.
    files: [
      'src/server/env.ts',
      'src/testing/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '*.config.ts',
      'vitest.projects.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The same boundaries, and the seed out of bounds (bench/, scripts/ and e2e/ sit outside src).
    files: ['src/**/*.{ts,tsx}'],
    ignores: seedReaders,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, seedContentZone] }],
    },
  },
);
