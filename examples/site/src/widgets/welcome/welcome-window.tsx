import { WidgetButton, WidgetDialog, WidgetWindow } from '@cxkit/reference-ui';
import { useState } from 'react';
import { useDemoText } from '../../demo-i18n';
import type { DemoWindowProps } from '../demo-widget';

/** The shell demo: a docked window that minimizes, closes and opens a modal dialog. */
export function WelcomeWindow({ onClose, ref }: DemoWindowProps) {
  const text = useDemoText();
  const [minimized, setMinimized] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const closeDialog = () => setDialogOpen(false);

  return (
    <WidgetWindow
      ref={ref}
      id="demo-window-welcome"
      title={text('demo.welcome.name')}
      minimized={minimized}
      onMinimizedChange={(details) => setMinimized(details.minimized)}
      onClose={onClose}
      buttons={
        <WidgetButton variant="primary" onClick={() => setDialogOpen(true)}>
          {text('demo.welcome.openDialog')}
        </WidgetButton>
      }
      dialog={
        dialogOpen && (
          <WidgetDialog
            title={text('demo.welcome.dialogTitle')}
            onClose={closeDialog}
            buttons={
              <WidgetButton variant="primary" onClick={closeDialog}>
                {text('demo.welcome.dialogOk')}
              </WidgetButton>
            }
          >
            <p>{text('demo.welcome.dialogBody')}</p>
          </WidgetDialog>
        )
      }
    >
      <p>{text('demo.welcome.body')}</p>
    </WidgetWindow>
  );
}
