import tables from 'virtual:cascadia/api-tables';
import { useLocale } from '../../../i18n/useLocale';
import { GeneratedTable } from './GeneratedTable';

export function OptionTable() {
  const locale = useLocale();
  return <GeneratedTable doc={tables.option} caption={locale === 'zh-CN' ? '选项字段' : 'Option fields'} />;
}
