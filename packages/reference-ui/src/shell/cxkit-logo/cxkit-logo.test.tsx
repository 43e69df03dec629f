import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CxkitLogo } from './cxkit-logo';

afterEach(cleanup);

describe('CxkitLogo', () => {
  it('is an image named cxkit with a title', () => {
    render(<CxkitLogo />);
    const logo = screen.getByRole('img', { name: 'cxkit' });
    expect(logo.querySelector('title')?.textContent).toBe('cxkit');
    expect(logo.dataset.scope).toBe('logo');
  });

  it('takes another label', () => {
    render(<CxkitLogo label="cxkit home" />);
    expect(screen.getByRole('img', { name: 'cxkit home' })).toBeTruthy();
  });
});
