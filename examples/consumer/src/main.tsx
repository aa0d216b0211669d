import '@strata/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InMalay } from './malay-labels';
import { UnitsPage } from './units-page';

const inMalay = new URLSearchParams(window.location.search).get('lang') === 'ms';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {inMalay ? (
      <InMalay>
        <UnitsPage />
      </InMalay>
    ) : (
      <UnitsPage />
    )}
  </StrictMode>,
);
