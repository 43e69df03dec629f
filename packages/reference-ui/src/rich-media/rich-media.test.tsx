/// <reference types="vite/client" />
import { CxProvider, useBus } from '@cxkit/headless/react';
import { RichMediaProvider, type RichMediaClickEvent } from '@cxkit/headless/react/rich-media';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  invalid,
  richMediaFixtures,
  sampleVideo,
  type RichMediaFixture,
} from './rich-media.fixtures';
import { RichMediaMessage, type RichMediaMessageProps } from './rich-media-message';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A provider whose clicks open nothing (the spy records them) and whose fallbacks log quietly. */
function provider(openUrl = vi.fn(), stylesEnabled?: boolean) {
  const log = vi.fn();
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <RichMediaProvider openUrl={openUrl} log={log} stylesEnabled={stylesEnabled}>
        {children}
      </RichMediaProvider>
    );
  };
}

function Message({
  fixture,
  index = 1,
  text = '',
  ...props
}: { fixture: RichMediaFixture; index?: number; text?: string } & Omit<
  RichMediaMessageProps,
  'message'
>) {
  return <RichMediaMessage message={{ index, text, richMedia: fixture }} {...props} />;
}

/** Renders a fixture under a provider and waits for the provider's bridge to be in use. */
async function show(
  fixture: RichMediaFixture,
  props: Omit<RichMediaMessageProps, 'message'> & { text?: string; index?: number } = {},
  wrapper = provider(),
) {
  const view = render(<Message fixture={fixture} {...props} />, { wrapper });
  // The provider starts its runtime in an effect; let it settle.
  await act(async () => undefined);
  return view;
}

const chips = () => within(screen.getByRole('group')).getAllByRole('button');

describe('quick replies', () => {
  it('are buttons in a group named by the question; a click disables them all and presses the chosen one', async () => {
    const onQuickReply = vi.fn();
    await show(richMediaFixtures.quickReplies, { onQuickReply });
    const group = screen.getByRole('group', { name: 'Which topic can I help you with?' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Orders', 'Returns', 'Something else']);
    for (const chip of chips()) {
      expect(chip.getAttribute('type')).toBe('button');
      expect(chip.hasAttribute('aria-disabled')).toBe(false);
    }

    fireEvent.click(screen.getByRole('button', { name: 'Returns' }));
    expect(onQuickReply).toHaveBeenCalledTimes(1);
    expect(onQuickReply).toHaveBeenCalledWith('Returns');
    for (const chip of chips()) expect(chip.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Returns' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Orders' }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Orders' }));
    expect(onQuickReply).toHaveBeenCalledTimes(1);
  });

  it('are announced as disabled, and do nothing, once the visitor has written', async () => {
    const onQuickReply = vi.fn();
    const { rerender } = await show(richMediaFixtures.quickReplies, { onQuickReply });
    rerender(
      <Message
        fixture={richMediaFixtures.quickReplies}
        onQuickReply={onQuickReply}
        quickRepliesEnabled={false}
      />,
    );
    for (const chip of chips()) {
      expect(chip.getAttribute('aria-disabled')).toBe('true');
      expect(chip.getAttribute('data-state')).toBe('disabled');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Orders' }));
    expect(onQuickReply).not.toHaveBeenCalled();
  });

  it('keep their choice when their view mounts again under the same provider', async () => {
    const Wrapper = provider();
    const { rerender } = render(
      <Wrapper>
        <Message fixture={richMediaFixtures.quickReplies} index={7} />
      </Wrapper>,
    );
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Orders' }));
    rerender(<Wrapper>{null}</Wrapper>);
    rerender(
      <Wrapper>
        <Message fixture={richMediaFixtures.quickReplies} index={7} />
      </Wrapper>,
    );
    expect(screen.getByRole('button', { name: 'Orders' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    for (const chip of chips()) expect(chip.getAttribute('aria-disabled')).toBe('true');
  });

  it('in a generic card form one row: choosing one disables the others', async () => {
    const onQuickReply = vi.fn();
    await show(richMediaFixtures.genericMediaTextComponents, { onQuickReply });
    const group = screen.getByRole('group', { name: 'Quick replies' });
    fireEvent.click(within(group).getByRole('button', { name: 'Tell me more' }));
    expect(onQuickReply).toHaveBeenCalledWith('Tell me more');
    expect(
      within(group)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-disabled')),
    ).toEqual(['true', 'true']);
  });
});

describe('generic cards', () => {
  const variants: [keyof typeof richMediaFixtures, string][] = [
    ['genericMedia', 'media'],
    ['genericVideo', 'media'],
    ['genericText', 'text'],
    ['genericTextComponents', 'text-components'],
    ['genericMediaTextComponents', 'media-text-components'],
  ];

  it.each(variants)('%s renders the %s layout', async (name, variant) => {
    const { container } = await show(richMediaFixtures[name]);
    const root = container.querySelector('[data-scope="rich-media"][data-part="root"]')!;
    expect(root.getAttribute('data-kind')).toBe('generic');
    expect(root.getAttribute('data-variant')).toBe(variant);
  });

  it('shows the image with the title as alt text, or a video with controls', async () => {
    await show(richMediaFixtures.genericMediaTextComponents);
    const image = screen.getByRole('img', { name: 'Wireless headphones' });
    expect(image.getAttribute('src')).toContain('headphones.svg');
    cleanup();
    const { container } = await show(richMediaFixtures.genericVideo);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(sampleVideo);
    expect(video.hasAttribute('controls')).toBe(true);
    cleanup();
    const media = await show(richMediaFixtures.genericMedia);
    expect(media.container.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('shows the description as text first, then as markdown', async () => {
    const { container } = await show(richMediaFixtures.genericText);
    const description = container.querySelector('[data-part="description"]')!;
    await waitFor(() =>
      expect(description.querySelector('strong')?.textContent).toBe('Monday to Friday'),
    );
    expect(description.getAttribute('data-state')).toBe('rendered');
    expect(description.querySelector('em')?.textContent).toBe('Saturday');
  });

  it('renders a refused link as an anchor without href, and a good one with rel and target', async () => {
    await show(richMediaFixtures.genericTextComponents);
    const refused = screen.getByText('Refused link');
    expect(refused.tagName).toBe('A');
    expect(refused.hasAttribute('href')).toBe(false);
    const link = screen.getByRole('link', { name: 'Delivery questions' });
    expect(link.getAttribute('href')).toBe('https://example.com/delivery');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('carries out a button click through the bridge: its URL opens, the bus hears of it', async () => {
    const openUrl = vi.fn();
    const clicks: RichMediaClickEvent[] = [];
    function Listen() {
      const bus = useBus();
      useEffect(() => bus.subscribe('RichMedia.click', (event) => clicks.push(event.data)), [bus]);
      return null;
    }
    const Rich = provider(openUrl);
    render(
      <CxProvider config={{ pluginLoadDelay: 0 }} loader={async () => undefined}>
        <Listen />
        <Rich>
          <Message fixture={richMediaFixtures.genericTextComponents} />
        </Rich>
      </CxProvider>,
    );
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Track parcel' }));
    expect(openUrl).toHaveBeenCalledWith('https://example.com/track/1042', '_blank');
    // The bus delivers events after the publishing call returns.
    await waitFor(() =>
      expect(clicks).toMatchObject([{ id: 'card-order', target: 'order-track', type: 'button' }]),
    );
  });

  it('is clickable as a whole only when it carries actions', async () => {
    const openUrl = vi.fn();
    const { container } = await show(
      richMediaFixtures.genericMediaTextComponents,
      {},
      provider(openUrl),
    );
    const root = container.querySelector('[data-part="root"]')!;
    expect(root.getAttribute('data-state')).toBe('clickable');
    fireEvent.click(screen.getByRole('button', { name: 'Wireless headphones' }));
    expect(openUrl).toHaveBeenCalledWith('https://example.com/headphones', '_blank');
    cleanup();
    const plain = await show(richMediaFixtures.genericText);
    expect(plain.container.querySelector('[data-part="root"]')!.getAttribute('data-state')).toBe(
      'static',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts the content styles inline, hover values as custom properties; none when styles are off', async () => {
    await show(richMediaFixtures.genericTextComponents);
    const track = screen.getByRole('button', { name: 'Track parcel' });
    expect(track.style.backgroundColor).toBe('rgb(29, 78, 216)');
    expect(track.style.borderRadius).toBe('6px');
    expect(track.style.getPropertyValue('--cx-rm-hover-color')).toBe('#fde68a');
    expect(screen.getByText('Expected delivery: 5 March').style.fontWeight).toBe('bold');
    cleanup();
    await show(richMediaFixtures.genericTextComponents, {}, provider(vi.fn(), false));
    expect(screen.getByRole('button', { name: 'Track parcel' }).style).toHaveLength(0);
  });

  it('escapes text: markup in content stays text', async () => {
    const fixture: RichMediaFixture = {
      contentType: 'generic',
      content: {
        title: '<img src=x onerror=alert(1)>',
        components: [{ type: 'text', text: '<script>alert(1)</script>' }],
      },
    };
    const { container } = await show(fixture);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
  });
});

describe('lists', () => {
  it('a vertical list is a list of items with checkboxes; a clickable item is a button', async () => {
    const openUrl = vi.fn();
    await show(richMediaFixtures.listVertical, {}, provider(openUrl));
    const list = screen.getByRole('list', { name: 'Popular products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    const backpack = screen.getByRole('checkbox', { name: 'Travel backpack' });
    const bottle = screen.getByRole('checkbox', { name: 'Steel bottle' });
    fireEvent.click(backpack);
    fireEvent.click(bottle);
    expect([(backpack as HTMLInputElement).checked, (bottle as HTMLInputElement).checked]).toEqual([
      true,
      true,
    ]);
    expect(backpack.closest('li')!.getAttribute('data-state')).toBe('selected');
    expect(screen.getByRole('checkbox', { name: 'Wireless headphones' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Wireless headphones/ }));
    expect(openUrl).toHaveBeenCalledWith('https://example.com/headphones', '_blank');
    expect(screen.queryByRole('button', { name: /Travel backpack/ })).toBeNull();
  });

  it('a single-selection list has radios: choosing one clears the other', async () => {
    await show(richMediaFixtures.singleSelectionList);
    const list = screen.getByRole('list', { name: 'Delivery option' });
    const radios = within(list).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(3);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Standard' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Express' }));
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(
      screen.getByRole('radio', { name: 'Express' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
  });

  it('list items in a card form a list', async () => {
    await show(richMediaFixtures.genericMediaTextComponents);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ColourBlack or sand',
      'Travel caseIncluded',
    ]);
    expect(items[0]!.parentElement!.tagName).toBe('UL');
  });
});

describe('attachments', () => {
  it('are download links with an icon or their picture; a refused one goes nowhere', async () => {
    const { container } = await show(richMediaFixtures.attachments);
    const guide = screen.getByRole('link', { name: 'cxkit-guide.pdf' });
    expect(guide.getAttribute('href')).toBe('https://example.com/files/cxkit-guide.pdf');
    expect(guide.getAttribute('download')).toBe('cxkit-guide.pdf');
    expect(guide.getAttribute('rel')).toBe('noopener noreferrer');
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(guide.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    const plan = screen.getByRole('link', { name: 'floor-plan.svg' });
    expect(plan.querySelector('img')!.getAttribute('alt')).toBe('');
    const refused = screen.getByText('refused.html').closest('a')!;
    expect(refused.hasAttribute('href')).toBe(false);
    expect(within(container).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('RichMediaMessage', () => {
  it('never sets HTML: every text goes through React', () => {
    const sources = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    for (const [file, source] of Object.entries(sources)) {
      expect(source.includes('dangerouslySetInnerHTML'), file).toBe(false);
    }
  });

  it('shows content that cannot be shown as the message text', async () => {
    const { container } = await show(invalid, { text: 'Our products: headphones.' });
    expect(container.querySelector('[data-part="fallback"]')!.textContent).toBe(
      'Our products: headphones.',
    );
  });

  it('renders every kind, with no axe violations', async () => {
    const { container } = render(
      <>
        {Object.entries(richMediaFixtures).map(([name, fixture], at) => (
          <Message key={name} fixture={fixture} index={at + 1} />
        ))}
      </>,
      { wrapper: provider() },
    );
    await act(async () => undefined);
    const kinds = [
      ...container.querySelectorAll('[data-scope="rich-media"][data-part="root"]'),
    ].map((root) => root.getAttribute('data-kind'));
    expect(new Set(kinds)).toEqual(
      new Set([
        'quick-replies',
        'generic',
        'list-vertical',
        'single-selection-list',
        'attachments',
      ]),
    );
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
