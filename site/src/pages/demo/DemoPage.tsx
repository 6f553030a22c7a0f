import { useParams } from '@tanstack/react-router';
import { Heading } from '../../components/Heading';
import { findDemo } from '../../demos/registry';
import { useLocale } from '../../i18n/useLocale';
import { DemoBlock } from '../../previewer/DemoBlock';

/**
 * One demo per page: a single section whose heading is anchored by the demo id (SPEC.md §2).
 * The route only renders this for a known id.
 */
export function DemoPage() {
  const locale = useLocale();
  const { id } = useParams({ strict: false });
  const demo = id ? findDemo(id) : undefined;
  if (!demo) return null;
  return (
    <section aria-labelledby={demo.id}>
      <Heading depth={1} id={demo.id} label={demo.title[locale]} />
      <p>{demo.description[locale]}</p>
      <DemoBlock demo={demo} />
    </section>
  );
}
