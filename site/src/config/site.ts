import type { Localized } from '../i18n/locale';

/**
 * The site's configuration (SPEC.md §3 "Site config"). Everything the chrome shows about the
 * project comes from here, so moving the repository or renaming the site is a one-file change.
 */

export type SiteMode = 'doc' | 'site';

export type CodePlatform = 'github' | 'gitlab';

export interface Repository {
  /** Web address of the repository, without a trailing slash. */
  url: string;
  branch: string;
  /** The code-hosting platform, when the repository is on one; `undefined` for anything else. */
  platform?: CodePlatform;
}

export interface SiteConfig {
  mode: SiteMode;
  title: string;
  description: Localized;
  logo: string;
  repository: Repository;
}

export const siteConfig: SiteConfig = {
  mode: 'doc',
  title: 'Cascadia',
  description: {
    'en-US': 'A fast, accessible, headless-first cascading select for the web.',
    'zh-CN': '快速、无障碍、无样式优先的 Web 级联选择组件。',
  },
  logo: '/logo.svg',
  repository: {
    url: 'https://github.com/cascadia-ui/cascadia',
    branch: 'main',
    platform: 'github',
  },
};

const PLATFORM_NAMES: Record<CodePlatform, string> = { github: 'GitHub', gitlab: 'GitLab' };

export function platformName(repository: Repository): string | undefined {
  return repository.platform ? PLATFORM_NAMES[repository.platform] : undefined;
}

/** The star badge is only meaningful for a repository on a code host, and only in doc mode. */
export function showsStarBadge(config: SiteConfig): boolean {
  return config.mode === 'doc' && config.repository.platform !== undefined;
}

/** owner/name, for badge and API addresses. */
export function repositorySlug(repository: Repository): string {
  return new URL(repository.url).pathname.replace(/^\/|\/$/g, '');
}
