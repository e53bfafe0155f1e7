// One linter for the whole repository (flat config).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import boundaries from "eslint-plugin-boundaries";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const WEB_SRC = "apps/web/src";
// Every API path's first segment, read from the endpoint declarations in the contracts' sources
// (path: "/add_to_cart/:id" gives add_to_cart): the web may not write one by hand (issue 26).
const CONTRACTS_SRC = join(import.meta.dirname, "packages/contracts/src");
const API_SEGMENTS = [
  ...new Set(
    readdirSync(CONTRACTS_SRC)
      .filter((file) => file.endsWith(".ts"))
      .flatMap((file) =>
        [...readFileSync(join(CONTRACTS_SRC, file), "utf8").matchAll(/\n {4}path: "\/([A-Za-z_]+)/g)].map(
          (match) => match[1],
        ),
      ),
  ),
];
// The contracts' endpoint groups (cartEndpoints, ...): declarations, which the web does not import.
const API_GROUPS = readdirSync(CONTRACTS_SRC)
  .filter((file) => file.endsWith(".ts"))
  .flatMap((file) =>
    [...readFileSync(join(CONTRACTS_SRC, file), "utf8").matchAll(/export const (\w+Endpoints) =/g)].map(
      (match) => match[1],
    ),
  );
const WEB_API_IMPORTS = {
  group: ["@carcare/api", "@carcare/api/*", "@carcare/db", "@carcare/db/*"],
  message: "The web reaches the API over HTTP; share shapes through @carcare/contracts.",
};
// A string or template text that starts like an API path ("/display_cart", `/api/view_review/${id}`).
// Slashes escaped: the text goes into an esquery selector's /regex/.
// Pages that share their first segment with an API path (the web's /orders/CC-… and the API's
// /api/orders/{reference}): only their /api/ form is an API path.
const PAGE_SEGMENTS = ["orders"];
const API_ONLY_SEGMENTS = API_SEGMENTS.filter((segment) => !PAGE_SEGMENTS.includes(segment));
const API_PATH_TEXT = `^\\/((api\\/)?(${API_ONLY_SEGMENTS.join("|")})|api\\/(${PAGE_SEGMENTS.join("|")}))([\\/?]|$)`;
const API_PATH_MESSAGE =
  'Name an endpoint through the route table (import * as api from "@carcare/contracts/routes") and ' +
  "call it with callApi or the loader's context.call: no API path is written in the web app.";
const WEB_TESTS = [`${WEB_SRC}/**/*.test.{ts,tsx}`, `${WEB_SRC}/test/**`];
// Where each kind of web module may reach (docs/notes architecture "Boundaries"): app composes features,
// a feature sees only itself and the shared layers, the shared layers see no feature and no app.
const SHARED = ["ui", "lib", "locales"];
const allowTo = (...types) => ({ to: { element: { types: { anyOf: types } } } });

// The API's boundaries (docs/decisions/011-one-data-seam.md): only repositories, the seam and the
// assembly reach the database clients; lib/ knows no feature; routes call services, not repositories.
const API_SRC = "apps/api/src";
const API_TESTS = [`${API_SRC}/**/*.test.ts`, `${API_SRC}/test/**`];
const API_REPOSITORIES = [`${API_SRC}/features/*/repository.ts`, `${API_SRC}/features/*/*-repository.ts`];
// The seam itself, the pool, the LISTEN/NOTIFY connection, and the error classifier that reads
// Prisma's and pg's error classes.
const API_SEAM = [
  `${API_SRC}/lib/database.ts`,
  `${API_SRC}/lib/sql.ts`,
  `${API_SRC}/lib/notify.ts`,
  `${API_SRC}/lib/database-errors.ts`,
];
// The assembly builds the clients (the operator rules moved to packages/operations, issue 20).
const API_ASSEMBLY = [`${API_SRC}/app.ts`, `${API_SRC}/server.ts`, `${API_SRC}/server-app.ts`];
const API_RULES = {
  database: {
    group: ["@carcare/db", "@carcare/db/*", "pg", "pg/*"],
    // Paths, not database access: where the repository and its data live.
    allowImportNames: ["REPO_ROOT", "DEFAULT_DATA_DIR"],
    message: "Only repositories reach the database (decision 011): take a Db/Tx from lib/database.ts.",
  },
  seamInternals: {
    group: ["**/database.js"],
    importNames: ["prismaOf", "queryRows", "execute"],
    message: "Only repositories open the Db/Tx (decision 011); services pass them on.",
  },
  feature: {
    group: ["**/features/**"],
    message: "lib/ imports no feature: pass what it needs in, or move the code into the feature.",
  },
  repository: {
    group: ["**/repository.js", "**/*-repository.js"],
    message: "Routes call services, never repositories.",
  },
  pool: {
    group: ["**/lib/sql.js"],
    message: "The pg pool is the seam's (decision 011): take a Db from lib/database.ts.",
  },
  assembly: {
    group: ["**/app.js", "**/server-app.js", "**/server.js"],
    message:
      "Features do not import the app (issue 26): the assembly hands each router what it needs (a Db, the mailer, the caches).",
  },
};
// The one feature file that holds the pool: the auth limits count through rate-limiter-flexible's
// PostgreSQL store, which takes a pg pool (decision 011 says why).
const API_POOL_EXCEPTION = [`${API_SRC}/features/auth/throttle.ts`];
const apiBoundary = (files, ignores, ...rules) => ({
  files,
  ignores: [...API_TESTS, ...ignores],
  rules: { "no-restricted-imports": ["error", { patterns: rules.map((rule) => API_RULES[rule]) }] },
});

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      // React Router's build output and generated route types.
      "apps/web/build/**",
      "apps/web/.e2e-builds/**",
      "**/.react-router/**",
      "**/generated/**",
      // Paraglide JS's compiled messages (packages/contracts, apps/web): `pnpm run messages` writes them.
      "**/src/paraglide/**",
      "**/.turbo/**",
      ".data/**",
      "**/coverage/**",
      "**/playwright-report/**",
      "**/test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { boundaries, "import-x": importX },
    settings: {
      // Both plugins resolve relative imports through the web's tsconfig, so every import is classified.
      "import/resolver": { typescript: { project: "apps/web/tsconfig.json" } },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "apps/web/tsconfig.json" })],
      // Without these import-x reads only .js files, and no-cycle silently finds nothing in TypeScript.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "boundaries/root-path": import.meta.dirname,
      "boundaries/elements": [
        { type: "app", pattern: `${WEB_SRC}/app`, partialMatch: false },
        { type: "feature", pattern: `${WEB_SRC}/features/*`, capture: ["feature"], partialMatch: false },
        { type: "ui", pattern: `${WEB_SRC}/ui`, partialMatch: false },
        { type: "lib", pattern: `${WEB_SRC}/lib`, partialMatch: false },
        { type: "locales", pattern: `${WEB_SRC}/locales`, partialMatch: false },
        { type: "test-support", pattern: `${WEB_SRC}/test`, partialMatch: false },
      ],
    },
    rules: {
      // The web talks to the API over HTTP; it shares shapes only through @carcare/contracts.
      "no-restricted-imports": [
        "error",
        {
          patterns: [WEB_API_IMPORTS],
        },
      ],
      // ignoreExternal keeps the walk inside our own files: node_modules graphs are what make it slow.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The web app itself (not its tests) names endpoints only through the route table (issue 26).
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    ignores: WEB_TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              // The declarations carry every path and their zod schemas: the web takes the route table.
              name: "@carcare/contracts",
              importNames: ["API", "ENDPOINTS", "routeTable", ...API_GROUPS],
              message: API_PATH_MESSAGE,
            },
          ],
          patterns: [WEB_API_IMPORTS],
        },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: `Literal[value=/${API_PATH_TEXT}/]`, message: API_PATH_MESSAGE },
        { selector: `TemplateElement[value.raw=/${API_PATH_TEXT}/]`, message: API_PATH_MESSAGE },
      ],
    },
  },
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    // Tests and test helpers render whole pages, so they may import anything.
    ignores: WEB_TESTS,
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            { from: { element: { type: "app" } }, allow: allowTo("app", "feature", ...SHARED) },
            {
              from: { element: { type: "feature" } },
              allow: [
                {
                  to: {
                    element: {
                      type: "feature",
                      captured: { feature: "{{ from.element.captured.feature }}" },
                    },
                  },
                },
                allowTo(...SHARED),
              ],
            },
            { from: { element: { types: { anyOf: ["ui", "lib"] } } }, allow: allowTo(...SHARED) },
            { from: { element: { type: "locales" } }, allow: allowTo("locales") },
          ],
        },
      ],
    },
  },
  apiBoundary([`${API_SRC}/lib/**/*.ts`], API_SEAM, "database", "seamInternals", "feature"),
  apiBoundary(API_SEAM, [], "feature"),
  apiBoundary(
    [`${API_SRC}/features/*/routes.ts`],
    [],
    "database",
    "seamInternals",
    "repository",
    "pool",
    "assembly",
  ),
  apiBoundary(
    [`${API_SRC}/**/*.ts`],
    [
      `${API_SRC}/lib/**`,
      `${API_SRC}/features/*/routes.ts`,
      ...API_REPOSITORIES,
      ...API_ASSEMBLY,
      ...API_POOL_EXCEPTION,
    ],
    "database",
    "seamInternals",
    "pool",
    "assembly",
  ),
  apiBoundary(API_POOL_EXCEPTION, [], "database", "seamInternals", "assembly"),
  apiBoundary(API_REPOSITORIES, [], "assembly"),
  // @carcare/operations: only its repositories reach the database (the store's one seam, @carcare/db's
  // Db/Tx, re-exported by repositories/db.ts); its rules pass the handle on.
  {
    files: ["packages/operations/src/**/*.ts"],
    ignores: ["packages/operations/src/repositories/**", "packages/operations/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@carcare/db", "@carcare/db/*", "pg", "pg/*"],
              message:
                "Only the package's repositories reach the database: take Db/Tx from ./repositories/db.js.",
            },
            {
              group: ["**/repositories/db.js"],
              importNames: ["prismaOf", "queryRows", "execute"],
              message: "Only repositories open the Db/Tx (decision 011); rules pass them on.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        fetch: "readonly",
        AbortSignal: "readonly",
      },
    },
  },
);
