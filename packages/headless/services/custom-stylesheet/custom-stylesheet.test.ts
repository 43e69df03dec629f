import { Window } from 'happy-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { applyCustomStylesheet } from './custom-stylesheet';

const page = new Window();
const document = page.document as unknown as Document;

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function styleElement(id?: string) {
  const element = document.createElement('style');
  if (id) element.id = id;
  document.head.appendChild(element);
  return element;
}

const stops: (() => void)[] = [];
const apply = (...args: Parameters<typeof applyCustomStylesheet>) => {
  const stop = applyCustomStylesheet(...args);
  stops.push(stop);
  return stop;
};

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.head.replaceChildren();
});
afterAll(() => page.happyDOM.close());

describe('applyCustomStylesheet', () => {
  it("moves the site's stylesheet after the widgets' styles", () => {
    const custom = styleElement('site-css');
    styleElement();
    apply('site-css', { document });
    expect(document.head.lastElementChild === custom).toBe(true);
  });

  it('keeps it last when a lazily loaded widget adds its styles later', async () => {
    const custom = styleElement('site-css');
    const stop = apply('site-css', { document });
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    document.head.appendChild(link);
    await settle();
    expect(document.head.lastElementChild === custom).toBe(true);
    stop();
    styleElement();
    await settle();
    expect(document.head.lastElementChild === custom).toBe(false);
  });

  it('says so when the id names no stylesheet, and leaves the page as it is', () => {
    const logger = { warn: vi.fn() };
    const div = document.createElement('div');
    div.id = 'not-a-sheet';
    document.body.appendChild(div);
    apply('missing', { logger, document });
    apply('not-a-sheet', { logger, document });
    expect(logger.warn.mock.calls.map(([text]) => text)).toEqual([
      "[cxkit] customStylesheetID 'missing' names no <style> or stylesheet <link> on the page",
      "[cxkit] customStylesheetID 'not-a-sheet' names no <style> or stylesheet <link> on the page",
    ]);
    div.remove();
  });
});
