// ESLint for the page's JavaScript (static/) and the browser test scripts; run from crates/server
// with --config (see package.json's "lint").
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["static/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: globals.browser },
    rules: {
      "no-unused-vars": ["error", { caughtErrors: "none" }],
      // The page composes its views from parts: no class inherits another's behaviour (an
      // error class may extend Error).
      "no-restricted-syntax": [
        "error",
        { selector: "ClassDeclaration[superClass][superClass.name!='Error']", message: "compose the view's parts; no class inheritance" },
        { selector: "ClassExpression[superClass][superClass.name!='Error']", message: "compose the view's parts; no class inheritance" },
      ],
    },
  },
  {
    // The board component and its drawing know nothing of the server: the views call it.
    files: ["static/board.js", "static/draw.js"],
    rules: {
      "no-restricted-imports": ["error", { paths: ["./api.js", "./engine.js"] }],
      "no-restricted-globals": ["error", "fetch", "WebSocket", "XMLHttpRequest", "EventSource"],
    },
  },
  {
    files: ["tests/browser/*.mjs", "tests/browser/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node, ...globals.browser } },
    rules: { "no-unused-vars": ["error", { caughtErrors: "none" }] },
  },
];
