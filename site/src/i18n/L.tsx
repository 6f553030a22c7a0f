import type { ReactNode } from 'react';
import { useLocale } from './useLocale';

/** Inline bilingual content: `<L en={…} zh={…} />` shows the one for the current locale. */
export function L({ en, zh }: { en: ReactNode; zh: ReactNode }) {
  return <>{useLocale() === 'zh-CN' ? zh : en}</>;
}
