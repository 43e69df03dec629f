import { describe, expect, it } from 'vitest';
import { buildRichMedia } from './rich-media.view';

const card = (content: Record<string, unknown>) =>
  buildRichMedia({ contentType: 'generic', content });

describe('buildRichMedia', () => {
  it('builds quick replies, from an object or a bare list of chips', () => {
    const chips = [
      { type: 'quick-reply', id: 'yes', text: 'Yes', image: 'https://example.com/y.png' },
      { type: 'quick-reply', text: 'No' },
    ];
    const result = buildRichMedia({
      contentType: 'quick-replies',
      content: { id: 'q1', components: chips },
    });
    expect(result).toMatchObject({
      ok: true,
      view: {
        kind: 'quick-replies',
        id: 'q1',
        components: [
          {
            type: 'quick-reply',
            id: 'yes',
            text: 'Yes',
            image: 'https://example.com/y.png',
            clickable: true,
          },
          { type: 'quick-reply', id: 'q1-1', text: 'No', clickable: true },
        ],
      },
    });
    const bare = buildRichMedia({ contentType: 'quick-replies', content: chips, id: 'm7' });
    expect(bare.ok && bare.view.id).toBe('m7');
    expect(bare.ok && bare.view.components).toHaveLength(2);
  });

  it('picks the generic card layout from what it holds', () => {
    const image = 'https://example.com/card.png';
    const button = { type: 'button', text: 'Go', actions: { url: 'https://example.com' } };
    expect(card({ image })).toMatchObject({ ok: true, view: { variant: 'media' } });
    expect(card({ video: 'https://example.com/v.mp4' })).toMatchObject({
      view: { variant: 'media' },
    });
    expect(card({ title: 'Hi', desc: '**Bold**' })).toMatchObject({ view: { variant: 'text' } });
    expect(card({ title: 'Hi', components: [button] })).toMatchObject({
      view: { variant: 'text-components' },
    });
    expect(card({ image, title: 'Hi', components: [button] })).toMatchObject({
      view: { variant: 'media-text-components' },
    });
    expect(card({ image: 'javascript:alert(1)' })).toMatchObject({
      ok: false,
      reason: 'generic card has no media, text or components',
    });
  });

  it('builds vertical lists and attachments', () => {
    const list = buildRichMedia({
      contentType: 'list-vertical',
      content: {
        title: 'Plans',
        components: [
          {
            type: 'list-item',
            id: 'a',
            title: 'Basic',
            desc: 'Cheap',
            image: 'https://example.com/a.png',
          },
          {
            type: 'list-item-big',
            id: 'b',
            title: 'Pro',
            actions: { commandName: 'WebChat.open' },
          },
        ],
      },
    });
    expect(list).toMatchObject({
      ok: true,
      view: {
        components: [
          { clickable: false },
          { clickable: true, actions: { commandName: 'WebChat.open' } },
        ],
      },
    });
    const files = buildRichMedia({
      contentType: 'attachments',
      content: {
        components: [{ type: 'attachment', text: 'manual.pdf', url: 'https://example.com/m.pdf' }],
      },
    });
    expect(files).toMatchObject({
      ok: true,
      view: { components: [{ url: 'https://example.com/m.pdf' }] },
    });
  });

  it('turns unsafe URLs into links that go nowhere and drops unsafe images and commands', () => {
    const result = card({
      title: 'x',
      image: 'data:image/svg+xml,<svg onload=alert(1)>',
      components: [
        { type: 'link', text: 'a', url: 'java\tscript:alert(1)' },
        {
          type: 'button',
          text: 'b',
          actions: { url: 'javascript:alert(1)', urlTarget: '"><script>' },
        },
        { type: 'button', text: 'c', actions: { commandName: 'alert(1)//.x' } },
        {
          type: 'button',
          text: 'd',
          actions: { commandName: 'App.x', commandOptions: { __proto__: { a: 1 }, keep: 1 } },
        },
      ],
    });
    if (!result.ok) throw new Error(result.reason);
    const [link, b, c, d] = result.view.components;
    expect(result.view.image).toBeUndefined();
    expect(link).toMatchObject({ urlBlocked: true, clickable: false });
    expect(link?.url).toBeUndefined();
    expect(b?.actions).toBeUndefined();
    expect(b?.urlTarget).toBe('_blank');
    expect(c?.actions).toBeUndefined();
    expect(d?.actions?.commandOptions).toEqual({ keep: 1 });
    expect(Object.getPrototypeOf(d?.actions?.commandOptions)).toBe(Object.prototype);
  });

  it('applies styles by group, and none when styles are disabled', () => {
    const content = {
      title: 't',
      styles: { 'background-color': 'red' },
      components: [{ type: 'text', text: 'x', styles: { border: '1px solid red', color: 'blue' } }],
    };
    const styled = card(content);
    expect(styled.ok && styled.view.style).toEqual({ backgroundColor: 'red' });
    expect(styled.ok && styled.view.components[0]?.style).toEqual({ color: 'blue' });
    const plain = buildRichMedia({ contentType: 'generic', content }, { stylesEnabled: false });
    expect(plain.ok && plain.view.style).toEqual({});
    expect(plain.ok && plain.view.components[0]?.style).toEqual({});
  });

  it.each([
    [
      { contentType: 'carousel', content: {} },
      'contentType: Expected a known rich-media content type',
    ],
    [{ contentType: 'generic', content: 'nope' }, 'content: Expected a content object'],
    [{ contentType: 'generic', content: { title: 5 } }, 'content: title: Expected a text'],
    [
      { contentType: 'generic', content: { components: [{ type: 'iframe' }] } },
      'content: components.0.type: Expected a known component type',
    ],
    [
      { contentType: 'quick-replies', content: { components: [] } },
      'quick-replies content has no components',
    ],
    [
      { contentType: 'attachments', content: [{ type: 'button', text: 'x' }] },
      'attachments content cannot hold a button component',
    ],
    [
      { contentType: 'generic', content: { title: 'x'.repeat(10_001) } },
      'content: title: Text over 10000 characters',
    ],
  ])('degrades invalid content to text with the reason: %j', (input, reason) => {
    expect(buildRichMedia(input, { text: 'Plain version' })).toEqual({
      ok: false,
      reason,
      text: 'Plain version',
    });
  });

  it('falls back to the textback when the message has no text', () => {
    expect(
      buildRichMedia({ contentType: 'generic', content: null, textback: 'Menu' }),
    ).toMatchObject({
      ok: false,
      text: 'Menu',
    });
  });
});
