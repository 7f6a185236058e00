import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from '@/app/app-router';
import { createAppHistory } from '@/app/router';
import { SignedInToaster } from '@/app/signed-in-toaster';
import './index.css';

const history = createAppHistory();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppRouter history={history} />
    <SignedInToaster />
  </StrictMode>,
);
