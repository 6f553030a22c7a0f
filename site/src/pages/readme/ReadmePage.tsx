import { Fragment, type ReactNode } from 'react';
import { Heading } from '../../components/Heading';
import { siteConfig } from '../../config/site';
import { useLocale } from '../../i18n/useLocale';
import { README_OUTLINE } from './outline';
import { ApiIntro } from './sections/ApiIntro';
import { BrowserSupport } from './sections/BrowserSupport';
import { Coverage } from './sections/Coverage';
import { Development } from './sections/Development';
import { Example } from './sections/Example';
import { Install } from './sections/Install';
import { License } from './sections/License';
import { OptionTable } from './sections/OptionTable';
import { PropsTable } from './sections/PropsTable';
import { Screenshots } from './sections/Screenshots';
import { TestCase } from './sections/TestCase';
import { Usage } from './sections/Usage';
import './ReadmePage.css';

/** Each outline entry's body; the outline (outline.ts) owns the order and the headings. */
const BODIES: Record<string, () => ReactNode> = {
  'browser-support': BrowserSupport,
  screenshots: Screenshots,
  example: Example,
  install: Install,
  usage: Usage,
  api: ApiIntro,
  props: PropsTable,
  option: OptionTable,
  development: Development,
  'test-case': TestCase,
  coverage: Coverage,
  license: License,
};

/** The home page: the component's readme (SPEC.md §2). */
export function ReadmePage() {
  const locale = useLocale();
  return (
    <>
      <Heading depth={1} id="cascadia" label={siteConfig.title} />
      <p className="readme-lead">{siteConfig.description[locale]}</p>
      {README_OUTLINE.map((entry) => {
        const Body = BODIES[entry.id];
        return (
          <Fragment key={entry.id}>
            <Heading depth={entry.depth} id={entry.id} label={entry.title[locale]} />
            {Body && <Body />}
          </Fragment>
        );
      })}
    </>
  );
}
