import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree';

export const router = createRouter({
  routeTree,
  // Every unknown address gets the site's own not-found page, inside the chrome.
  notFoundMode: 'root',
  // New pages start at the top, back/forward restores the position, and a #hash is scrolled to.
  scrollRestoration: true,
  defaultPreload: 'intent',
  trailingSlash: 'never',
  // Addresses are case-sensitive, as the locale prefix is: /zh-cn/… is not a page.
  caseSensitive: true,
});
