import './app/dayjs.ts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app.tsx';
import { startMonitoring } from './app/monitoring.ts';

// Before the first render, so the page-load transaction covers it (spec §1).
startMonitoring();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
