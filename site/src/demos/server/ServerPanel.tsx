import type { RegionServer } from './regionServer';
import { useServerText } from './requestText';

/** The pretend server's controls and request log, shown beside a demo, in the page's language. */
export function ServerPanel({ server }: { server: RegionServer }) {
  const t = useServerText();
  return (
    <div style={{ fontSize: 13, minWidth: 220 }}>
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <input
          type="checkbox"
          checked={server.failNext}
          onChange={(event) => server.setFailNext(event.target.checked)}
        />
        {t.failNext}
      </label>
      <ol aria-label={t.log} style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
        {server.log.map((entry) => {
          // The subject is a raw value path or the typed text, shown as it is sent.
          const [before, after] = t.request[entry.kind].split('{subject}');
          return (
            <li key={entry.id}>
              {before}
              {entry.kind === 'search' ? entry.subject : <code>{entry.subject}</code>}
              {after}
              {t.separator}
              {t.status[entry.status]}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
