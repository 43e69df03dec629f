import { createCxApp, type CxApp } from '@cxkit/headless/app';
import { useDockManagerActor } from '@cxkit/headless/react/dock';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageRoot, type PageRoot } from './page-root';

const apps: CxApp[] = [];
const roots: PageRoot[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  for (const app of apps.splice(0)) app.stop();
});

function pageRoot() {
  const app = createCxApp({ config: { pluginLoadDelay: 0 } });
  apps.push(app);
  const root = createPageRoot(app, document);
  roots.push(root);
  return root;
}

/** The dock manager each probe saw, so two widgets can show they share one. */
const docksSeen = new Map<string, unknown>();

function DockProbe({ name }: { name: string }) {
  docksSeen.set(name, useDockManagerActor());
  return <p data-probe={name}>{name}</p>;
}

describe('createPageRoot', () => {
  it('adds nothing to the page until a widget renders', () => {
    pageRoot();
    expect(document.querySelectorAll('[data-cxkit-widgets]')).toHaveLength(0);
  });

  it('renders every widget in one element at the end of the body, in one dock', () => {
    const root = pageRoot();
    act(() => {
      root.render('chat', <DockProbe name="chat" />);
      root.render('callback', <DockProbe name="callback" />);
    });
    const containers = document.querySelectorAll('[data-cxkit-widgets]');
    expect(containers).toHaveLength(1);
    expect(document.body.lastElementChild).toBe(root.container);
    expect(
      [...root.container.querySelectorAll('[data-probe]')].map((probe) => probe.textContent),
    ).toEqual(['chat', 'callback']);
    expect(docksSeen.get('chat')).toBeDefined();
    expect(docksSeen.get('chat')).toBe(docksSeen.get('callback'));
  });

  it("removes one widget's node and keeps the others'; unmount removes the element", () => {
    const root = pageRoot();
    let removeChat = () => {};
    act(() => {
      removeChat = root.render('chat', <DockProbe name="chat" />);
      root.render('callback', <DockProbe name="callback" />);
    });
    act(() => removeChat());
    expect(root.container.querySelector('[data-probe="chat"]')).toBeNull();
    expect(root.container.querySelector('[data-probe="callback"]')).not.toBeNull();
    const container = root.container;
    act(() => root.unmount());
    expect(container.isConnected).toBe(false);
  });

  it('starts a shared service once, and stops it when its last user lets go', () => {
    const root = pageRoot();
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const releaseCallback = root.shared('StatsService', start);
    const releaseSelector = root.shared('StatsService', start);
    expect(start).toHaveBeenCalledTimes(1);
    releaseCallback();
    releaseCallback();
    expect(stop).not.toHaveBeenCalled();
    releaseSelector();
    expect(stop).toHaveBeenCalledTimes(1);
    root.shared('StatsService', start);
    expect(start).toHaveBeenCalledTimes(2);
    act(() => root.unmount());
    expect(stop).toHaveBeenCalledTimes(2);
  });
});
