import { describe, expect, expectTypeOf, it } from 'vitest';
import { createAnatomy, type PartAttributes } from './create-anatomy';

describe('createAnatomy', () => {
  it('gives every part its scope and data-part name, keyed as given', () => {
    const anatomy = createAnatomy('countdown', { root: 'root', liveText: 'live-text' });
    expect(anatomy).toEqual({
      root: { attrs: { 'data-scope': 'countdown', 'data-part': 'root' } },
      liveText: { attrs: { 'data-scope': 'countdown', 'data-part': 'live-text' } },
    });
  });

  it('keeps the literal scope and part names in the types', () => {
    const anatomy = createAnatomy('phone-input', { input: 'input' });
    expectTypeOf(anatomy.input.attrs).toEqualTypeOf<PartAttributes<'phone-input', 'input'>>();
    expectTypeOf(anatomy.input.attrs['data-part']).toEqualTypeOf<'input'>();
  });

  it('builds an empty anatomy from no parts', () => {
    expect(createAnatomy('empty', {})).toEqual({});
  });
});
