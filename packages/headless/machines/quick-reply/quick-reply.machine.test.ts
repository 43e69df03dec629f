import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectQuickReply } from './quick-reply.connect';
import { quickReplyMachine } from './quick-reply.machine';
import type { QuickReplyEmitted } from './quick-reply.types';

function start(enabled?: boolean) {
  let time = 5000;
  const row = createActor(quickReplyMachine, {
    input: { id: 'menu', enabled, now: () => time },
  }).start();
  const selected: QuickReplyEmitted[] = [];
  row.on('selected', (event) => selected.push(event));
  const api = () => connectQuickReply(row.getSnapshot(), row.send);
  return { row, selected, api, advance: (ms: number) => (time += ms) };
}

const yes = { id: 'yes', text: 'Yes' };
const no = { id: 'no', text: 'No' };

describe('quick reply', () => {
  it('is enabled until the first choice, then disabled for good with the choice recorded', () => {
    const { row, selected, api, advance } = start();
    expect(api().isEnabled).toBe(true);
    advance(250);
    api().select(yes);
    advance(250);
    api().select(no);
    row.send({ type: 'reply.select', text: 'No', componentId: 'no' });
    expect(selected).toEqual([
      { type: 'selected', id: 'menu', text: 'Yes', componentId: 'yes', time: 5250 },
    ]);
    expect(row.getSnapshot().context).toMatchObject({
      enabled: false,
      selection: 'Yes',
      selectionId: 'yes',
      selectionTime: 5250,
    });
    expect(row.getSnapshot().status).toBe('done');
  });

  it('chooses a chip by its title when it has no text', () => {
    const { selected, api } = start();
    api().select({ id: 'x', title: 'Titled' });
    expect(selected[0]?.text).toBe('Titled');
  });

  it('starts disabled when told the row was answered before', () => {
    const { selected, api } = start(false);
    api().select(yes);
    expect(api().isEnabled).toBe(false);
    expect(selected).toEqual([]);
  });

  it('is disabled without a choice when answered some other way', () => {
    const { row, selected, api } = start();
    row.send({ type: 'reply.disable' });
    api().select(yes);
    expect(selected).toEqual([]);
    expect(api().getChipProps(yes)).toMatchObject({
      'data-state': 'disabled',
      'aria-disabled': true,
      'aria-pressed': false,
    });
  });

  it('gives chips that stay announced: enabled, then selected and disabled', () => {
    const { api } = start();
    expect(api().getRootProps()).toEqual({
      'data-scope': 'quick-replies',
      'data-part': 'root',
      'data-state': 'enabled',
      role: 'group',
    });
    expect(api().getChipProps(yes)).toMatchObject({
      type: 'button',
      'data-state': 'enabled',
      'aria-disabled': undefined,
      'aria-pressed': undefined,
    });
    api().getChipProps(yes).onClick();
    expect(api().getRootProps()['data-state']).toBe('disabled');
    expect(api().getChipProps(yes)).toMatchObject({
      'data-state': 'selected',
      'aria-disabled': true,
      'aria-pressed': true,
    });
    expect(api().getChipProps(no)).toMatchObject({
      'data-state': 'disabled',
      'aria-disabled': true,
      'aria-pressed': false,
    });
  });
});
