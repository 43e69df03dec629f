import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fitText, useTextFit } from './use-text-fit';

// jsdom has no layout: a text's width here is 0.6 em per character, its box as the test sets it.
let boxWidth = 200;
const observers: ResizeObserverCallback[] = [];

function measured(text: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = text;
  Object.defineProperties(element, {
    scrollWidth: { get: () => text.length * 0.6 * parseFloat(element.style.fontSize || '16') },
    clientWidth: { get: () => boxWidth },
  });
  return element;
}

beforeEach(() => {
  boxWidth = 200;
  observers.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fitText', () => {
  it('finds the largest size at which the text fits, to half a pixel', () => {
    // 10 characters: 6 px of width per px of font, 200 px fit 33.33 px.
    const element = measured('0123456789');
    expect(fitText(element)).toBe(33);
    expect(element.style.fontSize).toBe('33px');
  });

  it('keeps to its range: the maximum when everything fits, the minimum when nothing does', () => {
    expect(fitText(measured('1'), { max: 36 })).toBe(36);
    expect(fitText(measured('0123456789'), { max: 13 })).toBe(13);
    boxWidth = 5;
    expect(fitText(measured('+1 202 555 0162 extension 1234'))).toBe(4);
  });
});

describe('useTextFit', () => {
  function Fitted({ text, max }: { text: string; max?: number }) {
    const ref = useTextFit<HTMLSpanElement>({ max }, text);
    return (
      <span
        ref={(node) => {
          if (node) {
            Object.defineProperties(node, {
              scrollWidth: {
                configurable: true,
                get: () => text.length * 0.6 * parseFloat(node.style.fontSize || '16'),
              },
              clientWidth: { configurable: true, get: () => boxWidth },
            });
          }
          return ref(node);
        }}
      >
        {text}
      </span>
    );
  }

  it('fits on mount, again when the box is resized, and for new text', () => {
    const { container, rerender } = render(<Fitted text="0123456789" max={36} />);
    const span = container.querySelector('span')!;
    expect(span.style.fontSize).toBe('33px');
    boxWidth = 100;
    act(() => observers.at(-1)!([], {} as ResizeObserver));
    expect(span.style.fontSize).toBe('16.5px');
    rerender(<Fitted text="01234" max={36} />);
    expect(span.style.fontSize).toBe('33px');
  });
});
