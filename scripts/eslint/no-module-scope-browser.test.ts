import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { noModuleScopeBrowser } from './no-module-scope-browser.js';

// RuleTester finds the test runner's hooks on itself when they are not globals.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    globals: {
      window: 'readonly',
      document: 'readonly',
      navigator: 'readonly',
      localStorage: 'readonly',
    },
  },
});

tester.run('no-module-scope-browser', noModuleScopeBrowser, {
  valid: [
    'export function title() { return document.title; }',
    'export const width = () => window.innerWidth;',
    "export const isBrowser = typeof window !== 'undefined';",
    'export class Store { read() { return localStorage.getItem("k"); } }',
    'let element: HTMLElement | null = null; export { element };',
    "import type { ReactNode } from 'react'; export type Slot = ReactNode;",
    "export const later = () => import('./elsewhere');",
    'export const now = Date.now();',
  ],
  invalid: [
    { code: 'export const href = window.location.href;', errors: [{ messageId: 'global' }] },
    {
      code: 'const agent = navigator.userAgent; export { agent };',
      errors: [{ messageId: 'global' }],
    },
    {
      code: "import { useState } from 'react'; export { useState };",
      errors: [{ messageId: 'react' }],
    },
    {
      code: "import { useSelector } from '@xstate/react'; export { useSelector };",
      errors: [{ messageId: 'react' }],
    },
    { code: "export const dom = () => import('react-dom');", errors: [{ messageId: 'react' }] },
    { code: 'document.addEventListener("x", () => undefined);', errors: [{ messageId: 'global' }] },
  ],
});
