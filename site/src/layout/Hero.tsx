import { SiteLink } from '../components/SiteLink';
import type { Hero as HeroData } from '../config/pages';
import { useLocale } from '../i18n/useLocale';
import './Home.css';

/** The home page's banner. Its title is not a heading: the page's own h1 follows. */
export function Hero({ hero }: { hero: HeroData }) {
  const locale = useLocale();
  return (
    <div className="hero">
      {hero.image && <img className="hero-image" src={hero.image} alt="" width={96} height={96} />}
      <p className="hero-title">{hero.title}</p>
      <p className="hero-description">{hero.description[locale]}</p>
      <div className="hero-actions">
        {hero.actions.map((action, i) => (
          <SiteLink
            key={action.link}
            to={action.link}
            className={i === 0 ? 'button button-primary' : 'button'}
          >
            {action.text[locale]}
          </SiteLink>
        ))}
      </div>
    </div>
  );
}
