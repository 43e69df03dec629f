import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trackedEventList } from './tracked-events';

const doc = readFileSync(new URL('../../../../docs/tracked-events.md', import.meta.url), 'utf8');

/** The events the doc lists, each with the area of the section it is listed in. */
function listed(): { name: string; area: string }[] {
  let area = '';
  const rows: { name: string; area: string }[] = [];
  for (const line of doc.split('\n')) {
    const heading = /^### .* \(`([\w-]+)`\)$/.exec(line);
    if (heading) area = heading[1]!;
    const row = /^\| `(\w+\.\w+)` +\|/.exec(line);
    if (row) rows.push({ name: row[1]!, area });
  }
  return rows;
}

describe('docs/tracked-events.md', () => {
  it('lists every tracked event of the tables, in their order, under its area, and no other', () => {
    expect(listed()).toEqual(trackedEventList().map(({ name, area }) => ({ name, area })));
  });
});
