import type { ReactNode } from 'react';
import { L } from '../../../i18n/L';

/** A column name: the same in both languages, or an English and a Chinese text. */
type Column = string | { en: string; zh: string };

/**
 * A readme table with a header row of column names, in a box that scrolls sideways on a narrow
 * screen instead of widening the page. `children` are the body's rows.
 */
export function ScrollTable({ columns, children }: { columns: readonly Column[]; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <table>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.en} scope="col">
                  <L en={column.en} zh={column.zh} />
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
