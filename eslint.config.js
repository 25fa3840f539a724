import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", ".tmp/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  // The seams of ARCHITECTURE.md's layout: the app and the server meet only in contract/.
  {
    files: ["app/**/*.{ts,tsx}"],
    // A test may compare an app rule with the server's seed (shop-filters.test.ts reads the catalogue).
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./)+server/", message: "app/ never imports server/: share it through contract/." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: "^(\\.\\./)+app/", message: "server/ never imports app/: share it through contract/." }],
        },
      ],
    },
  },
  // server/ on floors (decision 092): the shared mechanics below the feature modules import none of
  // them, and no module imports the page handler above it.
  {
    files: ["server/{backup,db,events,html,http,jobs,messaging,plugins,storage}/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./)+app/", message: "server/ never imports app/: share it through contract/." },
            {
              regex: "^(\\.\\./)+modules/",
              message: "The shared mechanics are below the feature modules: hand them what they need instead.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/modules/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./)+app/", message: "server/ never imports app/: share it through contract/." },
            { regex: "^(\\.\\./)+pages/", message: "The page handler is above the modules; they never import it." },
          ],
        },
      ],
    },
  },
  {
    files: ["contract/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            // Its own folders only: ./ and one ../ (contract/<kind>/ to a sibling kind), never further up.
            {
              regex: "^(?!zod/mini$|\\./|\\.\\./(?!\\.\\./))",
              message: "contract/ imports only zod/mini and contract/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/db/migrations/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
