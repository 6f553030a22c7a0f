import { useParams } from '@tanstack/react-router';
import { findDemo } from '../../demos/registry';
import { useLocale } from '../../i18n/useLocale';
import { LiveDemo } from '../../previewer/LiveDemo';
import './StandaloneDemo.css';

/** A demo on its own, without the site around it (`/~demos/<id>`). */
export function StandaloneDemo() {
  const locale = useLocale();
  const { id = '' } = useParams({ strict: false });
  const demo = findDemo(id);
  if (!demo) {
    return (
      <main className="standalone">
        <h1 className="standalone-missing">Demo {id} not found :(</h1>
      </main>
    );
  }
  return (
    <main className="standalone">
      <h1 className="visually-hidden">{demo.title[locale]}</h1>
      <LiveDemo id={demo.id} />
    </main>
  );
}
