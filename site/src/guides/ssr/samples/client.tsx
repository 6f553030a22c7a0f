import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

// In the browser: the same element tree over the server's HTML. The ids come from React's useId,
// so the ARIA references (aria-controls, aria-activedescendant) match on both sides.
const root = document.getElementById('root');
if (root) hydrateRoot(root, <App />);
