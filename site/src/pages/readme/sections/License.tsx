import { L } from '../../../i18n/L';

export function License() {
  return (
    <p>
      <L en="Cascadia is released under the MIT license." zh="Cascadia 以 MIT 许可证发布。" />
    </p>
  );
}
