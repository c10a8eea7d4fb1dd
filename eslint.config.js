import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import vue from 'eslint-plugin-vue'
import globals from 'globals'

const NODE_BUILTINS = ['fs', 'path', 'os', 'crypto', 'child_process', 'http', 'https', 'net', 'url', 'util', 'stream', 'events', 'worker_threads']

/** src/shared runs everywhere: nothing environment-specific may come in. */
const sharedImports = {
  paths: [
    { name: 'electron', message: 'src/shared must run everywhere: no Electron.' },
    { name: 'vue', message: 'src/shared must run everywhere: no Vue.' },
    { name: 'pinia', message: 'src/shared must run everywhere: no Pinia.' },
    { name: 'lowdb', message: 'Only src/main/store may import lowdb.' },
    { name: 'ws', message: 'src/shared must run everywhere: no sockets.' },
    ...NODE_BUILTINS.map((name) => ({ name, message: 'src/shared must run everywhere: no Node built-ins.' })),
  ],
  patterns: [
    { group: ['node:*'], message: 'src/shared must run everywhere: no Node built-ins.' },
    { group: ['lowdb/*', 'electron/*'], message: 'src/shared must run everywhere.' },
    { group: ['**/main/**', '**/renderer/**', '**/preload/**'], message: 'src/shared imports only from src/shared.' },
  ],
}

/** Raw IPC lives only in src/main/ipc and src/preload; everything else goes through them. */
const noRawIpc = {
  paths: [
    { name: 'electron', importNames: ['ipcMain', 'ipcRenderer'], message: 'Raw IPC only in src/main/ipc and src/preload.' },
    { name: 'lowdb', message: 'Only src/main/store may import lowdb.' },
  ],
  patterns: [{ group: ['lowdb/*'], message: 'Only src/main/store may import lowdb.' }],
}

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/multi-word-component-names': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
      'vue/html-indent': 'off',
      'vue/first-attribute-linebreak': 'off',
      'vue/attributes-order': 'off',
      // The production Content-Security-Policy (style-src 'self') blocks style attributes.
      'vue/no-static-inline-styles': 'error',
    },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...noRawIpc.paths, { name: 'electron', message: 'The renderer reaches main only through the bridge.' }],
          patterns: [{ group: ['node:*'], message: 'The renderer runs in a browser.' }, { group: ['**/main/**'], message: 'The renderer reaches main only through the bridge.' }],
        },
      ],
    },
  },
  {
    files: ['src/main/**', 'test/**', 'scripts/**', 'bench/**'],
    ignores: ['src/main/ipc/**', 'src/main/store/**'],
    rules: { 'no-restricted-imports': ['error', noRawIpc] },
  },
  {
    files: ['src/shared/**'],
    rules: { 'no-restricted-imports': ['error', sharedImports] },
  },
)
