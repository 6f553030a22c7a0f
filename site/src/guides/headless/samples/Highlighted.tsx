import { SearchHighlight, type SearchItemView } from '@cascadia/react';

/** A search result: each label on its path, the typed text marked where it matched. */
export function Highlighted<O>({ result }: { result: SearchItemView<O> }) {
  return <SearchHighlight parts={result.parts} renderKeyword={(text) => <mark>{text}</mark>} />;
}
