import { compressToEncodedURIComponent } from 'lz-string';
import type { Locale } from '../i18n/locale';

const PLAYGROUND: Record<Locale, string> = {
  'en-US': 'https://www.typescriptlang.org/play',
  'zh-CN': 'https://www.typescriptlang.org/zh/play',
};

/** The TypeScript playground with the source in the fragment, in the reader's language. */
export function playgroundUrl(source: string, locale: Locale): string {
  return `${PLAYGROUND[locale]}#code/${compressToEncodedURIComponent(source)}`;
}
