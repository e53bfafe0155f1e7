// One linter for the whole repository (flat config).
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import boundaries from "eslint-plugin-boundaries";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const WEB_SRC = "apps/web/src";
const WEB_TESTS = [`${WEB_SRC}/**/*.test.{ts,tsx}`, `${WEB_SRC}/test/**`];
// Where each kind of web module may reach (docs/notes architecture "Boundaries"): app composes features,
// a feature sees only itself and the shared layers, the shared layers see no feature and no app.
const SHARED = ["ui", "lib", "locales"];
const allowTo = (...types) => ({ to: { element: { types: { anyOf: types } } } });

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
          patterns: [
            {
              group: ["@carcare/api", "@carcare/api/*", "@carcare/db", "@carcare/db/*"],
              message: "The web reaches the API over HTTP; share shapes through @carcare/contracts.",
            },
          ],
        },
      ],
      // ignoreExternal keeps the walk inside our own files: node_modules graphs are what make it slow.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
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
