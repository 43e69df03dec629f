import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellContext, useShell } from './shell-context';

afterEach(cleanup);

function Probe() {
  const { translate, isMobile } = useShell();
  return <p>{`${translate('common.close')} ${String(isMobile)}`}</p>;
}

describe('useShell', () => {
  it('falls back to English texts and the desktop layout outside CxRoot', () => {
    render(<Probe />);
    expect(screen.getByText('Close false')).toBeTruthy();
  });

  it('reads the values CxRoot provides', () => {
    render(
      <ShellContext value={{ translate: (key) => `[${key}]`, isMobile: true, language: 'en' }}>
        <Probe />
      </ShellContext>,
    );
    expect(screen.getByText('[common.close] true')).toBeTruthy();
  });
});
