import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { formMachine } from './form.machine';
import type { FormFieldDefinition } from './form.types';

type Event = EventFromLogic<typeof formMachine>;

const fields: FormFieldDefinition[] = [
  { name: 'name', required: true },
  { name: 'shop', value: 'Lyon', readOnly: true },
];

const events: Event[] = [
  { type: 'field.change', name: 'name', value: 'Ada' },
  { type: 'field.change', name: 'name', value: '' },
  { type: 'field.change', name: 'shop', value: 'Paris' },
  { type: 'field.keyup', name: 'name', value: 'Ad' },
  { type: 'field.keyup', name: 'other', value: 'x' },
  { type: 'field.blur', name: 'name' },
  { type: 'field.blur', name: 'other' },
  { type: 'field.setError', name: 'name', error: 'webchat.codes.102' },
  { type: 'field.setError', name: 'other', error: 'x' },
  { type: 'form.submit' },
  { type: 'form.reset' },
  { type: 'form.reset', values: { name: 'Grace' } },
];

// Submits are counted without bound: two snapshots differing only in the count are the same here.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { submitCount: _count, ...context } = snapshot.context as Record<string, unknown>;
  return JSON.stringify([snapshot.value, context]);
};

describe('form paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(formMachine, [
      { input: { fields }, events, serializeState },
      { input: { fields, values: { name: 'Ada' }, autoSubmit: true }, events, serializeState },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 3, transitions: 7 });
  });
});
