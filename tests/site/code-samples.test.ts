import { beforeAll, describe, expect, it } from 'vitest';
import { fencedBlocks, filesUnder, READMES, read } from './doc-sources';
import { typeErrors } from './type-check';

/**
 * Every TypeScript sample a user may copy, compiled against the packages as an app compiles it:
 * the ts / tsx blocks of the READMEs, and the guides' samples, which are files of their own
 * (site/src/guides/<guide>/samples/, shown on the page through GuideCode). A renamed prop, a
 * getter that no longer exists or a wrong type in a sample fails here.
 */
const GUIDE_SAMPLES = filesUnder('site/src/guides', (name) => /\.tsx?$/.test(name)).filter((file) =>
  file.includes('/samples/'),
);
const GUIDE_PAGES = filesUnder('site/src/guides', (name) => name.endsWith('.tsx')).filter(
  (file) => !file.includes('/samples/'),
);

/** README blocks as files of their own beside the README (so `./x` would resolve as there). */
const README_SAMPLES: Record<string, string> = Object.fromEntries(
  READMES.flatMap((readme) =>
    fencedBlocks(read(readme))
      .filter((block) => block.language === 'ts' || block.language === 'tsx')
      .map((block) => [`${readme}.line-${block.line}.${block.language}`, block.code]),
  ),
);

/** A sample with a misspelt prop, compiled with the others: the check must reject it. */
const BROKEN = 'README.md.broken.tsx';
let errors: Record<string, string[]> = {};

describe('code samples in the documentation', () => {
  // One program for every sample, since each pulls in the packages' sources (slow on a busy machine).
  beforeAll(() => {
    errors = typeErrors(
      {
        ...README_SAMPLES,
        [BROKEN]: "import { useCascader } from '@cascadia/react';\nuseCascader({ optoins: [] });\n",
      },
      GUIDE_SAMPLES,
    );
  }, 300_000);

  it('finds the samples: the READMEs have some, and each guide with code keeps it in samples/', () => {
    expect(Object.keys(README_SAMPLES).length).toBeGreaterThanOrEqual(3);
    expect(GUIDE_SAMPLES.length).toBeGreaterThan(0);
  });

  it('type-checks every ts / tsx sample against @cascadia/core and @cascadia/react', () => {
    const failing = Object.fromEntries(
      Object.entries(errors).filter(([file, list]) => file !== BROKEN && list.length > 0),
    );
    expect(failing).toEqual({});
  });

  it('fails a sample that does not type-check', () => {
    expect(errors[BROKEN].join('\n')).toMatch(/optoins/);
  });

  it('writes no TypeScript inline in a guide page: every sample is a file the compiler sees', () => {
    const inline = GUIDE_PAGES.filter((file) => /language=["'{]+tsx?["'}]/.test(read(file)));
    expect(inline).toEqual(['site/src/guides/GuideCode.tsx']);
  });
});
