import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import reactRefresh from "eslint-plugin-react-refresh"
import globals from "globals"
import { fileURLToPath } from "node:url"
import tseslint from "typescript-eslint"
import { featureBoundaries } from "./scripts/eslint/feature-boundaries.mjs"

const SRC_DIR = fileURLToPath(new URL("./src", import.meta.url))

// Code that ships to the browser must not evaluate strings or inject raw HTML (docs/security.md).
const NO_DYNAMIC_CODE = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "No raw HTML: render text or elements." },
  { selector: "NewExpression[callee.name='Function']", message: "No new Function(): it evaluates strings as code." },
  { selector: "CallExpression[callee.name='Function']", message: "No Function(): it evaluates strings as code." },
]

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-*",
      ".tools",
      ".cache",
      ".prof-tmp.mjs",
      "scripts/.shot.mjs",
      "dist",
      "reports",
      "test-results",
      "playwright-report",
      ".react-router",
      ".lighthouseci",
      "node_modules",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/test/**"],
    plugins: { "react-hooks": reactHooks, "react-refresh": reactRefresh },
    extends: [jsxA11y.flatConfigs.strict],
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-eval": "error",
      "no-implied-eval": "error",
      "no-new-func": "error",
      "no-restricted-syntax": ["error", ...NO_DYNAMIC_CODE],
    },
  },
  {
    // Tests may assert that something exists with `!`: a wrong guess fails the test, which is the point.
    files: ["**/*.test.{ts,tsx}", "e2e/**", "scripts/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // Direction of imports (STYLE.md): lib, data, components, hooks → features → app.
    files: ["src/lib/**", "src/data/**", "src/components/**", "src/hooks/**", "src/config/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["@/features/*", "@/app/*"], message: "Shared code must not import features or app." }],
        },
      ],
    },
  },
  {
    // Imports go one way (STYLE.md): shared folders → features → app; a feature never imports another feature.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "api-explorer": { rules: { "feature-boundaries": featureBoundaries(SRC_DIR) } } },
    rules: { "api-explorer/feature-boundaries": "error" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The benchmark passes functions to page.evaluate: they run in the browser.
    files: [
      "scripts/bench.mjs",
      "scripts/bench-load.mjs",
      "scripts/bench-responses.mjs",
      "scripts/bench-advanced.mjs",
      "scripts/bench-open.mjs",
      "scripts/bench-palette.mjs",
      "scripts/bench-validation.mjs",
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
)
