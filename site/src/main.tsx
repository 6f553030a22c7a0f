// The global styles come first so that component styles, imported by the modules below, win ties.
import './styles/tokens.css';
import './styles/base.css';
import './styles/markdown.css';
import './styles/cascadia-theme.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './routes/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
