import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app';
import { registerServiceWorker } from './lib/register-service-worker';

// zod probes for eval support with `new Function`, which the Content-Security-Policy forbids (and reports).
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
