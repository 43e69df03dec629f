import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WidgetWindow } from '../widget-window';
import { DockContainer } from './dock-container';

afterEach(cleanup);

describe('DockContainer', () => {
  it('holds docked windows in order, with its anatomy attributes and the caller props', () => {
    render(
      <DockContainer data-testid="dock" className="site">
        <WidgetWindow title="Receive a Call" />
        <WidgetWindow title="ClickToCall" />
      </DockContainer>,
    );
    const dock = screen.getByTestId('dock');
    expect(dock.dataset.scope).toBe('dock');
    expect(dock.dataset.part).toBe('root');
    expect(dock.className).toBe('site');
    const names = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(names.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
      'Receive a Call',
      'ClickToCall',
    ]);
  });
});
