// Lint: TypeScript rules plus the architecture's import boundaries (see README "Boundaries").
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const resolver = createTypeScriptImportResolver({ project: ['tsconfig.json'] })

// Each folder of the tree is one kind of element; the policies below say which kinds may import which.
const elements = [
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-shared', pattern: ['web/src/components', 'web/src/lib'] },
  { type: 'web-app', pattern: ['web/src/app', 'web/src/routes', 'web/src/*.{ts,tsx}'], partialMatch: false },
  { type: 'web-test-support', pattern: 'web/src/test' },
  { type: 'contract', pattern: 'cms/contract' },
  { type: 'cms-domain', pattern: 'cms/domain' },
  { type: 'cms-lib', pattern: 'cms/lib' },
  { type: 'cms-server', pattern: 'cms/server' },
  { type: 'cms-handlers', pattern: ['cms/api', 'cms/app'] },
  // Payload's generated types: a description of the schema that every server part may import (types only).
  { type: 'payload-types', pattern: 'cms/payload-types.ts', partialMatch: false },
  { type: 'cms-config', pattern: ['cms/*.{ts,tsx,mjs}', 'cms/migrations'], partialMatch: false },
  // A collection's behaviour beside it (hooks, endpoints): listed before `collections`, so it matches first.
  { type: 'collection-behaviour', pattern: ['collections/*/hooks', 'collections/*/endpoints', 'collections/hooks'] },
  { type: 'collections', pattern: 'collections' },
  { type: 'tooling', pattern: ['seed', 'scripts', 'tests'] },
]

const DOMAIN_IS_PLAIN = 'Domain code takes plain values and throws Failure (cms/domain/failure.ts); read requests and answer in cms/api.'

// SQL that writes Payload's tables lives in one store per table or area (`…Store.ts`, see docs/data.md), so a
// table's writes and their side effects are found in one place. Reads may stay with their feature.
const SQL_WRITE = String.raw`\b(INSERT\s+INTO|DELETE\s+FROM|UPDATE\s+[\w"$\{\}.]+(\s+\w+)?\s+SET)\b`
const SQL_WRITES_IN_STORES = [
  { selector: `TemplateElement[value.raw=/${SQL_WRITE}/i]`, message: 'SQL that writes belongs in a …Store.ts module of its area (docs/data.md).' },
  { selector: `Literal[value=/${SQL_WRITE}/i]`, message: 'SQL that writes belongs in a …Store.ts module of its area (docs/data.md).' },
  // `UPDATE ${TABLE.jobs} SET ...`: the table name interpolated, so the statement's first part ends at UPDATE (a read's
  // row lock, `... FOR UPDATE`, is no write).
  { selector: 'TemplateElement[value.raw=/(?<!\\bFOR\\s+)\\bUPDATE\\s*$/i]', message: 'SQL that writes belongs in a …Store.ts module of its area (docs/data.md).' },
]
// The SPA names every /api call by its declaration (web/src/lib/api/client.ts: apiCall, apiQueryOptions, apiUrl), so
// the path, the input and the answer's type follow from the one declaration (docs/api.md). An /api path written by
// hand, or the client's untyped senders (whose answer type the caller picks), would be a second truth. The generated
// table and the client itself are the exceptions; tests write the URLs they expect on the wire.
const TYPED_CALLS_ONLY = 'Name the declared call (apiCall, apiQueryOptions or apiUrl from @web/lib/api/client; `npm run generate:api` after adding one), so its path, input and answer type come from its declaration.'
// A site-relative or absolute URL whose path starts with /api.
const API_PATH = String.raw`^(https?:\/\/[^\/]+)?\/api([\/?#]|$)`
const HAND_TYPED_CALLS = [
  { selector: `Literal[value=/${API_PATH}/]`, message: TYPED_CALLS_ONLY },
  { selector: `TemplateElement[value.raw=/${API_PATH}/]`, message: TYPED_CALLS_ONLY },
  { selector: 'ImportSpecifier[imported.name=/^(apiRequest|apiFormRequest|getOrNullOn401)$/]', message: TYPED_CALLS_ONLY },
]

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } })

const policies = [
  // A feature uses its own files, the shared SPA code and the contract; never another feature.
  {
    from: { element: { type: 'web-feature' } },
    allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  { from: { element: { type: 'web-feature' } }, allow: to('web-shared', 'contract') },
  // Shared SPA code never reaches into a feature.
  { from: { element: { type: 'web-shared' } }, allow: to('web-shared', 'contract') },
  // The SPA's typed client derives its types from the /api declarations: type imports only, nothing at run time.
  { from: { element: { type: 'web-shared' } }, allow: { to: { element: { type: 'cms-handlers' } }, dependency: { kind: 'type' } } },
  { from: { element: { type: 'web-app' } }, allow: to('web-app', 'web-feature', 'web-shared', 'contract') },
  // The component tests' scaffolding (providers, fetch stub) is the app's, never a feature's; only tests import it.
  { from: { element: { type: 'web-test-support' } }, allow: to('web-test-support', 'web-app', 'web-shared', 'contract') },
  // The contract depends on nothing of ours: both sides import it.
  { from: { element: { type: 'contract' } }, allow: to('contract') },
  // Collections describe data; from cms/ they import only the contract's shared definitions and the settings.
  // Their behaviour (hooks and endpoints beside each collection) calls the domain code and the server's helpers.
  { from: { element: { type: 'collections' } }, allow: to('collections', 'collection-behaviour', 'contract', 'payload-types') },
  {
    from: { element: { type: 'collection-behaviour' } },
    allow: to('collection-behaviour', 'collections', 'cms-domain', 'cms-lib', 'contract'),
  },
  { from: { element: { type: 'collections' } }, allow: { to: { file: { categories: 'settings' } } } },
  // Infrastructure helpers (cms/lib) never call domain code; domain code never builds HTTP answers.
  // Arrows one way: domain code never imports collections or the Payload config (collections call it through their
  // hooks), and cms/lib never imports the config's graph (the Payload client accessor is cms/payloadClient.ts).
  { from: { element: { type: 'cms-lib' } }, allow: to('cms-lib', 'contract', 'payload-types') },
  { from: { element: { type: 'cms-domain' } }, allow: to('cms-domain', 'cms-lib', 'contract', 'payload-types') },
  { from: { element: { type: 'collection-behaviour' } }, allow: to('payload-types') },
  {
    from: { element: { type: 'cms-handlers' } },
    allow: to('cms-handlers', 'cms-domain', 'cms-lib', 'contract', 'cms-config', 'payload-types'),
  },
  {
    from: { element: { type: 'cms-server' } },
    allow: to('cms-server', 'cms-handlers', 'cms-domain', 'cms-lib', 'contract', 'cms-config', 'payload-types'),
  },
  {
    from: { element: { type: 'cms-config' } },
    // The Payload config maps domain failures to statuses for Payload's REST (cms/api/failures.ts).
    allow: to('cms-config', 'cms-handlers', 'cms-domain', 'cms-lib', 'contract', 'collections', 'payload-types'),
  },
  // Seed data, scripts and tests may use any part; so may a test beside the code it tests.
  { from: { element: { type: 'tooling' } }, allow: { to: { element: { type: '*' } } } },
  { from: { file: { categories: 'test' } }, allow: { to: { element: { type: '*' } } } },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'cms/.next/**',
      'cms/public/**',
      'cms/.ssr/**',
      'cms/app/(payload)/**',
      'cms/payload-types.ts',
      'cms/migrations/*.json',
      'cms/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries, 'import-x': importX },
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        window: 'readonly',
        document: 'readonly',
      },
    },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [resolver],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': elements,
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        // The settings module reads the environment and imports nothing of ours; every server part may use it.
        { category: 'settings', pattern: ['cms/lib/settings.ts', 'cms/lib/uploadDir.ts'] },
      ],
      'boundaries/include': ['cms/**', 'collections/**', 'web/src/**', 'seed/**', 'scripts/**', 'tests/**', '*.ts'],
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', policies }],
      'boundaries/no-unknown-files': 0,
      'import-x/no-cycle': [2, { ignoreExternal: true }],
      // The SPA and contract aliases replaced these; the messages name the current ones.
      'no-restricted-imports': [
        2,
        {
          patterns: [
            { regex: '^@/', message: 'Use @web/... (the SPA alias).' },
            { regex: '^@contract(/|$)', message: 'Use @cms/contract/....' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [2, { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // URL, markup and HTML checks reject control characters on purpose.
      'no-control-regex': 0,
    },
  },
  {
    // Inside the three aliased areas, a climb of two or more folders is written as an alias.
    files: ['cms/**', 'collections/**', 'web/src/**'],
    rules: {
      'no-restricted-imports': [
        2,
        {
          patterns: [
            { regex: '^@/', message: 'Use @web/... (the SPA alias).' },
            { regex: '^@contract(/|$)', message: 'Use @cms/contract/....' },
            { regex: '^(\\.\\./){2,}', message: 'Use the path aliases @cms/, @web/, @collections/ instead of deep ../ chains.' },
          ],
        },
      ],
    },
  },
  {
    // Domain code takes plain values and throws Failure (cms/domain/failure.ts): HTTP stays in the declarations and
    // handlers (cms/api), which map each failure's kind to a status. Tests may still build a fake fetch's Response.
    files: ['cms/domain/**/*.ts'],
    ignores: ['cms/domain/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [2, ...['Request', 'Headers', 'Response'].map((name) => ({ name, message: DOMAIN_IS_PLAIN }))],
      'no-restricted-syntax': [2, { selector: 'TSTypeReference[typeName.name=/^(Request|Headers|Response)$/]', message: DOMAIN_IS_PLAIN }, ...SQL_WRITES_IN_STORES],
      'no-restricted-imports': [
        2,
        {
          patterns: [
            { regex: '^@/', message: 'Use @web/... (the SPA alias).' },
            { regex: '^@contract(/|$)', message: 'Use @cms/contract/....' },
            { regex: '^(\\.\\./){2,}', message: 'Use the path aliases @cms/, @web/, @collections/ instead of deep ../ chains.' },
            { regex: '(^@cms|/lib)/(http|body|multipart|clientIp|stringResponse)$', message: DOMAIN_IS_PLAIN },
          ],
        },
      ],
    },
  },
  {
    // Stores write SQL.
    files: ['cms/domain/**/*Store.ts'],
    rules: {
      'no-restricted-syntax': [2, { selector: 'TSTypeReference[typeName.name=/^(Request|Headers|Response)$/]', message: DOMAIN_IS_PLAIN }],
    },
  },
  {
    // The same rule for the rest of the server: collections' hooks, handlers and helpers call a store.
    files: ['cms/**/*.ts', 'collections/**/*.ts'],
    ignores: ['cms/domain/**', 'cms/migrations/**', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': [2, ...SQL_WRITES_IN_STORES] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**', 'web/src/lib/api/**'],
    rules: { 'no-restricted-syntax': [2, ...HAND_TYPED_CALLS] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 2, 'react-hooks/exhaustive-deps': 2 },
  },
  {
    // Specs take `test` from the fixture that waits for hydration after navigating.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [2, { paths: [{ name: '@playwright/test', message: "Import from './support/test' (it waits for hydration after page.goto)." }] }],
    },
  },
  {
    // Payload generates the migrations' signatures.
    files: ['cms/migrations/**'],
    rules: { '@typescript-eslint/no-unused-vars': 0 },
  },
)
