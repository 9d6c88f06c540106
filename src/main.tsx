import './app/dayjs.ts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app.tsx';
import { prefetchAtBoot } from './app/boot-prefetch.ts';
import { bootServices } from './app/boot-services.ts';
import { preloadChakra } from './app/chakra-outlet.tsx';
import { startMonitoringAfterFirstPaint } from './app/monitoring.ts';
import { ROUTES, isPlainPath } from './app/routes.ts';
import { hasWebCrypto, showInsecureContextNotice } from './app/secure-context.ts';
import { createAppServices } from './app/services.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

if (hasWebCrypto()) boot(container);
// Without Web Crypto no call can be encrypted (docs/transport.md "The cipher"): say so and stop.
else showInsecureContextNotice(container, new URL(window.location.href));

function boot(root: HTMLElement): void {
  // The page's code and data are asked for before the first render (issue 9; src/app/boot-prefetch.ts),
  // and Chakra with them for a page drawn with it.
  const services = createAppServices();
  const { pathname } = window.location;
  const chakra = isPlainPath(pathname) ? undefined : () => void preloadChakra();
  prefetchAtBoot(bootServices(services.queryClient, services.transport), pathname, ROUTES, chakra);

  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );

  // After the first paint, so the agent is not on the way to it (issue 9); its page-load
  // transaction still covers the whole load (spec §1; src/app/monitoring.ts says how).
  startMonitoringAfterFirstPaint();
}
