import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import { SignedInToaster } from '@/app/signed-in-toaster';
import './index.css';

const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
    <SignedInToaster />
  </StrictMode>,
);
