import type { Rule } from 'eslint';

/** Forbids React imports and browser globals evaluated at module scope. */
export declare const noModuleScopeBrowser: Rule.RuleModule;

/** The repository's local ESLint plugin. */
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
