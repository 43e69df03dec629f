import { fireEvent, render, renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mergeProps } from './merge-props';

describe('mergeProps', () => {
  it('runs the caller’s handler first and skips ours when it prevents default', () => {
    const calls: string[] = [];
    const ours = { onClick: () => calls.push('ours') };
    const { getByRole, rerender } = render(
      <button type="button" {...mergeProps(ours, { onClick: () => calls.push('theirs') })}>
        go
      </button>,
    );
    fireEvent.click(getByRole('button'));
    expect(calls).toEqual(['theirs', 'ours']);
    rerender(
      <button
        type="button"
        {...mergeProps(ours, {
          onClick: (event: { preventDefault(): void }) => {
            calls.push('theirs-prevent');
            event.preventDefault();
          },
        })}
      >
        go
      </button>,
    );
    fireEvent.click(getByRole('button'));
    expect(calls).toEqual(['theirs', 'ours', 'theirs-prevent']);
  });

  it('concatenates classNames, merges styles and refs, and lets later values win', () => {
    const objectRef = createRef<HTMLDivElement>();
    const callbackRef = vi.fn();
    const merged = mergeProps(
      { className: 'cx-a', style: { color: 'red' }, ref: objectRef, id: 'ours', title: 'kept' },
      {
        className: 'site-b',
        style: { margin: 0 },
        ref: callbackRef,
        id: 'theirs',
        title: undefined,
      },
    );
    expect(merged).toMatchObject({
      className: 'cx-a site-b',
      style: { color: 'red', margin: 0 },
      id: 'theirs',
      title: 'kept',
    });
    renderHook(() => null, {
      wrapper: ({ children }) => <div ref={merged.ref as never}>{children}</div>,
    });
    expect(objectRef.current).toBeInstanceOf(HTMLDivElement);
    expect(callbackRef).toHaveBeenCalledWith(objectRef.current);
  });
});
