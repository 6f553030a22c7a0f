import type { ExportDoc } from '../../../build/types';
import { CodeBlock } from '../../components/code/CodeBlock';
import { Heading } from '../../components/Heading';
import { InlineCode } from '../../components/InlineCode';
import { useLocale } from '../../i18n/useLocale';
import { MembersTable } from './MembersTable';
import { groupByKind, KIND_TITLES } from './select';

/** Exports grouped by kind (h2), one h3 per export, anchored by its name. */
export function ApiReference({ exports }: { exports: readonly ExportDoc[] }) {
  const locale = useLocale();
  return (
    <>
      {groupByKind(exports).map((group) => (
        <section key={group.kind} aria-labelledby={`kind-${group.kind}`}>
          <Heading depth={2} id={`kind-${group.kind}`} label={KIND_TITLES[group.kind][locale]} />
          {group.items.map((item) => (
            <div key={item.name} className="api-entry">
              <Heading depth={3} id={item.name} label={item.name}>
                <code>{item.name}</code>
              </Heading>
              {item.description && (
                <p>
                  <InlineCode text={item.description} />
                </p>
              )}
              <CodeBlock code={item.signature} language="ts" />
              {item.members && item.members.length > 0 && (
                <MembersTable members={item.members} caption={item.name} />
              )}
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
