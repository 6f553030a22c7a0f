import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon, ExternalIcon } from '../components/icons';
import { isExternal, SiteLink } from '../components/SiteLink';
import { NAV, type NavItem } from '../config/nav';
import { useLocale, usePagePath } from '../i18n/useLocale';
import './NavLinks.css';

function isActive(item: NavItem, pagePath: string): boolean {
  if (item.activePrefix)
    return pagePath === item.activePrefix || pagePath.startsWith(`${item.activePrefix}/`);
  if (item.path && !isExternal(item.path)) return pagePath === item.path;
  return item.children?.some((child) => isActive(child, pagePath)) ?? false;
}

interface NavLinksProps {
  /** Horizontal in the top bar (children in a dropdown) or vertical in the side menu (children listed). */
  orientation: 'horizontal' | 'vertical';
}

/** The site's nav links (SPEC.md "Nav item": title, path, children). */
export function NavLinks({ orientation }: NavLinksProps) {
  const pagePath = usePagePath();
  return (
    <ul className={`nav-links nav-links-${orientation}`}>
      {NAV.map((item) => (
        <li key={item.title['en-US']}>
          {item.children ? (
            orientation === 'horizontal' ? (
              <NavDropdown item={item} active={isActive(item, pagePath)} />
            ) : (
              <NavGroup item={item} pagePath={pagePath} />
            )
          ) : (
            <NavEntry item={item} active={isActive(item, pagePath)} />
          )}
        </li>
      ))}
    </ul>
  );
}

function NavEntry({ item, active }: { item: NavItem; active: boolean }) {
  const locale = useLocale();
  const path = item.path ?? '/';
  return (
    <SiteLink to={path} className="nav-link" data-active={active}>
      {item.title[locale]}
      {isExternal(path) && <ExternalIcon className="nav-link-external" />}
    </SiteLink>
  );
}

function NavGroup({ item, pagePath }: { item: NavItem; pagePath: string }) {
  const locale = useLocale();
  return (
    <>
      <span className="nav-group-title">{item.title[locale]}</span>
      <ul className="nav-links nav-links-vertical nav-links-nested">
        {item.children?.map((child) => (
          <li key={child.title['en-US']}>
            <NavEntry item={child} active={isActive(child, pagePath)} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A disclosure: a button that shows its child links on click, hover or keyboard. */
function NavDropdown({ item, active }: { item: NavItem; active: boolean }) {
  const locale = useLocale();
  const pagePath = usePagePath();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // A pointer that arrives opens the list; its click must then not close it again at once.
  const openedByHover = useRef(false);

  // Close on navigation, on a click elsewhere, and when focus leaves the dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger
  useEffect(() => setOpen(false), [pagePath]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', onPointer);
    return () => document.removeEventListener('click', onPointer);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="nav-dropdown"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          rootRef.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="nav-link"
        data-active={active}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((o) => !o);
        }}
      >
        {item.title[locale]}
        <ChevronDownIcon size={14} />
      </button>
      <ul id={listId} className="nav-dropdown-list" hidden={!open}>
        {item.children?.map((child) => (
          <li key={child.title['en-US']}>
            <NavEntry item={child} active={isActive(child, pagePath)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
