#!/usr/bin/env node
// Runs the built CLI when there is one, else the TypeScript source through tsx (no build needed in the workspace).
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli.js', import.meta.url);
const cli = existsSync(built)
  ? await import(built.href)
  : await (await import('tsx/esm/api')).tsImport('../src/cli.ts', import.meta.url);

process.exitCode = await cli.main(process.argv.slice(2));
