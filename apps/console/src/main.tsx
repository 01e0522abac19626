import '@careshop/design-system/styles.css';
import '@careshop/design-system/fonts.css';
import './app/app.css';
// The counts screen's styles ride in the entry's stylesheet (~1 KB gzipped) instead of a file of
// the screen's own, one request fewer on its first visit (decision 366).
import 'uplot/dist/uPlot.min.css';
import './features/counts/components/counts.css';
// Before the app: it starts the first screen's code while the language's texts load.
import './app/first-screen';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
