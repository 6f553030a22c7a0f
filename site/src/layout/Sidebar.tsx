import { AnimatePresence, m } from 'framer-motion';
import { SiteLink } from '../components/SiteLink';
import { type MenuNode, menuTree } from '../config/pages';
import { siteConfig } from '../config/site';
import { useLocale, useMessages, usePagePath } from '../i18n/useLocale';
import { useChromeStore } from './chromeStore';
import { useHeadingsStore } from './headingsStore';
import { SIDEBAR_ID } from './MenuToggle';
import { NavLinks } from './NavLinks';
import { StarBadge } from './StarBadge';
import './Sidebar.css';

const MENU = menuTree();

/**
 * The side menu: title, description, star badge, nav links (on small screens, where the top bar
 * has no room) and the menu tree, whose current page lists its own sections.
 */
export function Sidebar() {
  const locale = useLocale();
  const messages = useMessages();
  const open = useChromeStore((s) => s.menuOpen);
  return (
    <>
      <AnimatePresence>
        {open && (
          <m.div
            className="sidebar-backdrop"
            aria-hidden="true"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration: 0.15 }}
          />
        )}
      </AnimatePresence>
      <aside id={SIDEBAR_ID} className="site-sidebar" data-open={open} aria-label={messages.siteMenu}>
        <div className="sidebar-intro">
          <p className="sidebar-title">{siteConfig.title}</p>
          <p className="sidebar-description">{siteConfig.description[locale]}</p>
          <StarBadge />
        </div>
        <nav className="sidebar-nav" aria-label={messages.mainNav}>
          <NavLinks orientation="vertical" />
        </nav>
        <nav className="sidebar-menu" aria-label={messages.siteMenu}>
          <MenuList nodes={MENU} />
        </nav>
      </aside>
    </>
  );
}

function MenuList({ nodes }: { nodes: MenuNode[] }) {
  const locale = useLocale();
  return (
    <ul className="menu-list">
      {nodes.map((node) => (
        <li key={node.path ?? node.title['en-US']}>
          {node.children ? (
            <>
              <p className="menu-group-title">{node.title[locale]}</p>
              <MenuList nodes={node.children} />
            </>
          ) : (
            <MenuItem node={node} />
          )}
        </li>
      ))}
    </ul>
  );
}

function MenuItem({ node }: { node: MenuNode }) {
  const locale = useLocale();
  const pagePath = usePagePath();
  const headings = useHeadingsStore((s) => s.headings);
  const active = node.path === pagePath;
  const sections = active ? headings.filter((h) => h.depth === 2) : [];
  return (
    <>
      <SiteLink to={node.path ?? '/'} className="menu-link">
        {node.title[locale]}
      </SiteLink>
      {sections.length > 0 && (
        <ul className="menu-list menu-sections">
          {sections.map((h) => (
            <li key={h.id}>
              <a className="menu-link menu-section-link" href={`#${h.id}`}>
                {h.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
