/**
 * Size scenario (issue 22, "pay for what you use"): the same single select as single-select.ts,
 * in React through the headless hook (React itself external). `npm run size` bundles it for
 * production; the goal is ≤ 20 kB min+gz.
 */
import { type CascaderOption, useLeanCascader } from '@cascadia/react';

const options: CascaderOption[] = [
  { label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hangzhou' }] },
  { label: 'Jiangsu', value: 'js', children: [{ label: 'Nanjing', value: 'nanjing' }] },
];

export function Picker() {
  // The lean hook with no feature: a single select needs none of search, checking or loadPath.
  const { columns, getItem, getInputProps, getTreeProps, getColumnProps, getItemProps } = useLeanCascader(
    { options },
    [],
  );
  return (
    <div>
      <input {...getInputProps()} aria-label="Region" />
      <div {...getTreeProps()}>
        {columns.map((column) => (
          <ul key={column.parentId} {...getColumnProps(column)}>
            {column.items.map((id) => {
              const item = getItem(id);
              return (
                <li key={id} {...getItemProps(item)}>
                  {item.text}
                </li>
              );
            })}
          </ul>
        ))}
      </div>
    </div>
  );
}
