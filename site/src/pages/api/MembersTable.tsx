import type { MemberDoc } from '../../../build/types';
import { InlineCode } from '../../components/InlineCode';
import { L } from '../../i18n/L';
import './MembersTable.css';

/** Name, type, default and description of each member, as extracted from the TypeScript sources. */
export function MembersTable({ members, caption }: { members: MemberDoc[]; caption: string }) {
  return (
    // A named section is a region landmark, so a reader can find and scroll a wide table by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-scroll" tabIndex={0} aria-label={caption}>
      <table className="members-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <L en="Name" zh="名称" />
            </th>
            <th scope="col">
              <L en="Type" zh="类型" />
            </th>
            <th scope="col">
              <L en="Default" zh="默认值" />
            </th>
            <th scope="col">
              <L en="Description" zh="说明" />
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.name} data-member={m.name}>
              <td>
                <code>{m.name}</code>
                {!m.optional && (
                  <span className="member-required">
                    <L en=" (required)" zh="（必填）" />
                  </span>
                )}
              </td>
              <td>
                <code>{m.type}</code>
              </td>
              <td>{m.default ? <InlineCode text={m.default} /> : '—'}</td>
              <td>
                {m.deprecated !== undefined && (
                  <strong className="member-deprecated">
                    <L en="Deprecated. " zh="已弃用。" />
                  </strong>
                )}
                <InlineCode text={m.deprecated || m.description || ''} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
