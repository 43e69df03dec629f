import { CxProvider } from '@cxkit/headless/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import * as stories from './cobrowse.stories';

afterEach(cleanup);

function show(Story: FunctionComponent) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  render(
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <CxRoot>
        <Story />
      </CxRoot>
    </CxProvider>,
  );
}

describe('co-browse stories', () => {
  it('Warning shows the dialog with Start Co-browse enabled', async () => {
    show(stories.Warning);
    await screen.findByRole('dialog', { name: 'Co-browse' });
    expect(
      (screen.getByRole('button', { name: 'Start Co-browse' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('Pending says it is starting; Active shows the code and Stop', async () => {
    show(stories.Pending);
    await screen.findByText('Starting co-browse…');
    cleanup();
    show(stories.Active);
    await screen.findByText('535176834');
    expect(screen.getByRole('button', { name: 'Stop co-browse' })).toBeTruthy();
  });

  it('Offline says co-browse is not available', async () => {
    show(stories.Offline);
    await screen.findByText('Co-browse is not available right now.');
  });
});
