import { SiteLink } from '../components/SiteLink';
import { siteConfig } from '../config/site';
import { useMessages } from '../i18n/useLocale';
import { SearchBox } from '../search/SearchBox';
import { LangSwitch } from './LangSwitch';
import { MenuToggle } from './MenuToggle';
import { NavLinks } from './NavLinks';
import { ThemeSwitch } from './ThemeSwitch';
import './Header.css';

/** The top bar: logo, title, search, nav links, language switch and theme switch (SPEC.md §2). */
export function Header() {
  const messages = useMessages();
  return (
    <header className="site-header">
      <MenuToggle />
      <SiteLink to="/" className="site-logo">
        <img src={siteConfig.logo} alt="" width={32} height={32} />
        <span>{siteConfig.title}</span>
      </SiteLink>
      <div className="site-header-search">
        <SearchBox />
      </div>
      <nav className="site-header-nav" aria-label={messages.mainNav}>
        <NavLinks orientation="horizontal" />
      </nav>
      <div className="site-header-actions">
        <LangSwitch />
        <ThemeSwitch />
      </div>
    </header>
  );
}
