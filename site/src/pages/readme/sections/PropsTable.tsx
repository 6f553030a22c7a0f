import tables from 'virtual:cascadia/api-tables';
import { useLocale } from '../../../i18n/useLocale';
import { GeneratedTable } from './GeneratedTable';

export function PropsTable() {
  const locale = useLocale();
  return (
    <GeneratedTable doc={tables.props} caption={locale === 'zh-CN' ? 'Cascader 属性' : 'Cascader props'} />
  );
}
