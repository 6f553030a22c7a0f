import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SOURCES, extractApi, withEngineDocs } from '../../site/build/extract-api';
import type { ApiData, MemberDoc } from '../../site/build/types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The site's API tables come from the packages' TSDoc (site/build/extract-api.ts). Every public
 * export and every member of every public interface has a description there, and the props say
 * their defaults, so no row of a table is left blank.
 */
describe('API documentation from the sources', () => {
  let api: ApiData;
  // One TypeScript program over both packages: a few seconds, longer on a busy machine.
  beforeAll(() => {
    api = extractApi(DEFAULT_SOURCES(root));
  }, 180_000);

  const undocumented = (members: readonly MemberDoc[] | undefined) =>
    (members ?? []).filter((member) => member.description === '').map((member) => member.name);

  it('describes every export of both packages', () => {
    for (const [name, exports] of [
      ['@cascadia/react', api.react],
      ['@cascadia/core', api.core],
    ] as const) {
      expect(exports, name).not.toBeNull();
      const missing = (exports ?? []).filter((doc) => doc.description === '').map((doc) => doc.name);
      expect(missing, `${name} exports without a description`).toEqual([]);
    }
  });

  it('describes every member of every public interface, and every prop and option field', () => {
    expect(undocumented(api.props?.members), 'Cascader props').toEqual([]);
    expect(undocumented(api.option?.members), 'option fields').toEqual([]);
    for (const doc of [...(api.react ?? []), ...(api.core ?? [])]) {
      expect(undocumented(doc.members), `members of ${doc.name}`).toEqual([]);
    }
  });

  it('states every default in @defaultValue, not in the prose (where the Default column cannot show it)', () => {
    const inProse = [api.props, ...(api.react ?? []), ...(api.core ?? [])].flatMap((doc) =>
      (doc?.members ?? [])
        .filter((member) => /\b[Dd]efault(:|\s+\d|\s+`)/.test(member.description))
        .map((member) => `${member.name}: ${member.description}`),
    );
    expect(inProse).toEqual([]);
  });

  it("gives the Cascader's props their defaults from @defaultValue", () => {
    const prop = (name: string) => api.props?.members.find((member) => member.name === name);
    expect(prop('showCheckedStrategy')?.default).toBe("`'SHOW_PARENT'`");
    expect(prop('expandTrigger')?.default).toBe("`'click'`");
    expect(prop('hoverExpandDelay')?.default).toBe('`50`');
    expect(prop('loadTimeout')?.default).toBe('`30000`');
    expect(prop('prefixCls')?.default).toBe("`'rc-cascader'`");
    expect(prop('allowClear')?.default).toBe('`false`');
    // A prop without a default (a callback, a controlled value) has none.
    expect(prop('onChange')?.default).toBeUndefined();
    expect(prop('value')?.default).toBeUndefined();
  });

  it("explains both styles of loadData: rc-cascader's that mutates the option, and Promise-returning", () => {
    const loadData = api.props?.members.find((member) => member.name === 'loadData')?.description ?? '';
    expect(loadData).toContain("rc-cascader's");
    expect(loadData).toMatch(/gives the last option .* its `children`/);
    expect(loadData).toContain('Promise-returning');
    expect(loadData).toMatch(/returns \(a Promise of\) the children/);
    expect(loadData).toContain('signal');
  });
});

describe('withEngineDocs', () => {
  const member = (name: string, description: string, def?: string): MemberDoc => ({
    name,
    type: 'boolean',
    optional: true,
    description,
    ...(def === undefined ? {} : { default: def }),
  });

  it("fills an undocumented prop from the core's prop of the same name, keeping what is written", () => {
    const engine = [member('disabled', 'Nothing can be opened.', '`false`'), member('open', 'Controlled.')];
    const react = [member('disabled', ''), member('open', 'Open, React side.'), member('style', '')];
    expect(withEngineDocs(react, engine)).toEqual([
      member('disabled', 'Nothing can be opened.', '`false`'),
      member('open', 'Open, React side.'),
      member('style', ''),
    ]);
  });
});
