import { mergeProps, useApp } from '@cxkit/headless/react';
import { useMemo, type ComponentPropsWithRef } from 'react';
import { ShellContext } from '../shell-context';

/** Props of {@link CxRoot}: those of its `<div>`. */
export type CxRootProps = ComponentPropsWithRef<'div'>;

/**
 * The element that scopes all widgets: it carries the app's theme class, `lang` and data attributes,
 * and hands the translator and mobile mode to the shell components below it.
 */
export function CxRoot(props: CxRootProps) {
  const app = useApp();
  const { translate, isMobile, language } = app;
  const shell = useMemo(() => ({ translate, isMobile, language }), [translate, isMobile, language]);
  return (
    <ShellContext value={shell}>
      <div {...mergeProps(app.getRootProps(), props)} />
    </ShellContext>
  );
}
