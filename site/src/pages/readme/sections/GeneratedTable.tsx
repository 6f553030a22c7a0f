import type { InterfaceDoc } from '../../../../build/types';
import { L } from '../../../i18n/L';
import { MembersTable } from '../../api/MembersTable';

/** A members table extracted from an interface, with the interface it came from. */
export function GeneratedTable({ doc, caption }: { doc: InterfaceDoc | null; caption: string }) {
  if (!doc) {
    return (
      <p>
        <L en="Not available in this build." zh="本次构建中不可用。" />
      </p>
    );
  }
  return (
    <>
      <p className="api-source">
        <L en="From " zh="来自 " />
        <code>{doc.source}</code>
      </p>
      <MembersTable members={doc.members} caption={caption} />
    </>
  );
}
