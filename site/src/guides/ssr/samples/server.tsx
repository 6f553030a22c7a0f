import { renderToString } from 'react-dom/server';
import { App } from './App';

// On the server: the selector with the value's labels, the input and the live region. The popup
// is not rendered here; it mounts in the browser the first time it opens.
export function page(): string {
  return `<!doctype html><div id="root">${renderToString(<App />)}</div><script type="module" src="/client.js"></script>`;
}
