import { SiteLink } from '../components/SiteLink';
import { type CodePlatform, repositorySlug, showsStarBadge, siteConfig } from '../config/site';
import { useMessages } from '../i18n/useLocale';

/** Static badge images (SPEC.md §7: "a static badge image for repository stars"). */
const BADGES: Record<CodePlatform, (slug: string) => string> = {
  github: (slug) => `https://img.shields.io/github/stars/${slug}?style=social`,
  gitlab: (slug) => `https://img.shields.io/gitlab/stars/${encodeURIComponent(slug)}?style=social`,
};

/** The repository's star count, shown only for a code-hosted repository in doc mode. */
export function StarBadge() {
  const messages = useMessages();
  const { repository } = siteConfig;
  if (!showsStarBadge(siteConfig) || !repository.platform) return null;
  return (
    <SiteLink className="star-badge" to={repository.url}>
      <img
        src={BADGES[repository.platform](repositorySlug(repository))}
        alt={messages.stars}
        height={20}
        loading="lazy"
      />
    </SiteLink>
  );
}
