import '@cxkit/reference-ui/styles.css';
import './demo.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DemoApp } from './demo-app';

const container = document.getElementById('root');
if (!container) throw new Error('The demo page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <DemoApp />
  </StrictMode>,
);
