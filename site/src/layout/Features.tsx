import type { ReactNode } from 'react';
import { AccessibleIcon, GaugeIcon, LayersIcon, PlugIcon } from '../components/icons';
import { SiteLink } from '../components/SiteLink';
import type { Feature, FeatureIcon } from '../config/pages';
import { useLocale } from '../i18n/useLocale';
import './Home.css';

const ICONS: Record<FeatureIcon, ReactNode> = {
  layers: <LayersIcon size={22} />,
  plug: <PlugIcon size={22} />,
  accessible: <AccessibleIcon size={22} />,
  gauge: <GaugeIcon size={22} />,
};

/** The home page's feature cards; a card with a link is a link as a whole. */
export function Features({ features }: { features: Feature[] }) {
  const locale = useLocale();
  return (
    <ul className="features">
      {features.map((feature) => {
        const body = (
          <>
            <span className="feature-icon">{ICONS[feature.icon]}</span>
            <strong className="feature-title">{feature.title[locale]}</strong>
            <span className="feature-description">{feature.description[locale]}</span>
          </>
        );
        return (
          <li key={feature.title['en-US']} className="feature">
            {feature.link ? (
              <SiteLink to={feature.link} className="feature-body">
                {body}
              </SiteLink>
            ) : (
              <div className="feature-body">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
