import './app/dayjs.ts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app.tsx';
import { preloadChakra } from './app/chakra-outlet.tsx';
import { isPlainPath } from './app/routes.ts';
import { startMonitoringAfterFirstPaint } from './app/monitoring.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// A page drawn with Chakra: its fetch starts now, beside the session's and the page's (issue 9).
if (!isPlainPath(window.location.pathname)) void preloadChakra();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// After the first paint, so the agent is not on the way to it (issue 9); its page-load
// transaction still covers the whole load (spec §1; src/app/monitoring.ts says how).
startMonitoringAfterFirstPaint();
