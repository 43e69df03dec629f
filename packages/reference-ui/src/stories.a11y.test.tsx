/// <reference types="vite/client" />
import type { Story } from '@ladle/react';
import { act, cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentProps, FunctionComponent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Provider } from '../.ladle/components';

type ProviderProps = ComponentProps<typeof Provider>;

const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => ({ file, name, story: story as Story })),
);

/** Renders a story as Ladle does: inside the project's global provider, with the story's meta. */
function renderStory(name: string, StoryComponent: FunctionComponent & Story) {
  const globalState = { theme: 'dark', story: name } as ProviderProps['globalState'];
  return render(
    <Provider
      globalState={globalState}
      dispatch={() => undefined}
      config={{} as ProviderProps['config']}
      storyMeta={StoryComponent.meta}
    >
      <StoryComponent />
    </Provider>,
  );
}

afterEach(cleanup);

describe('stories', () => {
  it('are all found', () => {
    expect(stories.length).toBeGreaterThanOrEqual(12);
  });

  it.each(stories)(
    '$file › $name has no axe violations',
    async ({ name, story }) => {
      const { container } = renderStory(name, story);
      // Let the app become ready (plugin load delay 0) before auditing the settled screen.
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      const results = await axe.run(container, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
        // jsdom has no layout, so contrast cannot be computed here; the browser tests cover it.
        rules: { 'color-contrast': { enabled: false } },
        // jsdom's iframes have no window of their own for axe to post to (an offer's video player).
        iframes: false,
      });
      const violations = results.violations.map((violation) => ({
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
      expect(violations).toEqual([]);
      // axe takes seconds over a long select (the callback form's country list) on a loaded machine.
    },
    20_000,
  );
});

describe('send-message stories', () => {
  it('cover every state of the SendMessage window (each one audited above)', () => {
    const names = stories
      .filter(({ file }) => file.includes('/send-message/'))
      .map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Form',
        'InvalidForm',
        'Attachments',
        'Sending',
        'Sent',
        'TooManyFiles',
        'FilesTooLarge',
        'UnsupportedFileType',
        'InvalidFromAddress',
        'FieldsRequiredByServer',
        'SomethingWentWrong',
        'Timeout',
        'CloseConfirm',
        'Minimized',
        'Mobile',
        'SideButton',
      ]),
    );
  });
});

describe('sidebar stories', () => {
  it('cover every state of the sidebar (each one audited above)', () => {
    const names = stories.filter(({ file }) => file.includes('/sidebar/')).map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Contracted',
        'Expanded',
        'Left',
        'Right',
        'MobileButton',
        'MobileOverlay',
      ]),
    );
  });
});

describe('overlay and toaster stories', () => {
  it('cover every state of the Overlay and Toaster views (each one audited above)', () => {
    const names = stories.filter(({ file }) => file.includes('/views/')).map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'OverlayOpen',
        'OverlayLeft',
        'OverlayRightNoBackdrop',
        'OverlayImmutable',
        'OverlayOpening',
        'OverlayClosing',
        'ToasterGeneric',
        'ToasterCustom',
        'ToasterImmutable',
        'ToasterOpening',
        'ToasterClosing',
      ]),
    );
  });
});
