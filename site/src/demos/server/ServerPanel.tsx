import type { RegionServer } from './regionServer';

/** The pretend server's controls and request log, shown beside a demo. */
export function ServerPanel({ server }: { server: RegionServer }) {
  return (
    <div style={{ fontSize: 13, minWidth: 220 }}>
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <input
          type="checkbox"
          checked={server.failNext}
          onChange={(event) => server.setFailNext(event.target.checked)}
        />
        Fail next request
      </label>
      <ol aria-label="Request log" style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
        {server.log.map((entry) => (
          <li key={entry.id}>
            {entry.request}: {entry.status}
          </li>
        ))}
      </ol>
    </div>
  );
}
