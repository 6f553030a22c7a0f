/**
 * `npm run api:check`: has the public surface of @cascadia/core or @cascadia/react changed? API
 * Extractor reads each package's built declarations (dist/index.d.ts, so build first; the npm
 * script does) and compares what they export with the committed report, `<package>/etc/*.api.md`.
 * A difference fails, with the diff, so that a change of the public API is a decision seen in
 * review. `npm run api:update` (`--update`) rewrites the reports to commit with the change.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const update = process.argv.includes('--update');
const root = fileURLToPath(new URL('..', import.meta.url));
let failed = false;

for (const pkg of ['core', 'react']) {
  const folder = `${root}${pkg}`;
  if (!existsSync(`${folder}/dist/index.d.ts`)) {
    console.error(`${pkg}/dist/index.d.ts is missing: run \`npm run build -w ${pkg}\` first.`);
    failed = true;
    continue;
  }
  const config = ExtractorConfig.loadFileAndPrepare(`${folder}/api-extractor.json`);
  // It analyses with the TypeScript it bundles (it says which), whatever the workspace's is.
  const result = Extractor.invoke(config, { localBuild: update });
  if (result.apiReportChanged && !update) {
    // Show what changed: the report it would write is in <package>/temp/.
    const report = `${pkg}/etc/${pkg}.api.md`;
    spawnSync('git', ['--no-pager', 'diff', '--no-index', report, `${pkg}/temp/${pkg}.api.md`], {
      cwd: root,
      stdio: 'inherit',
    });
    console.error(
      `\nThe public API of @cascadia/${pkg} differs from ${report} (the diff is above). If the change` +
        ' is meant, run `npm run api:update` and commit the report with it (and a changeset).',
    );
  }
  if (!result.succeeded) failed = true;
}

process.exit(failed ? 1 : 0);
