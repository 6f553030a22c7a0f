import { L } from '../../../i18n/L';

export function ApiIntro() {
  return (
    <p>
      <L
        en="The tables below are generated at build time from the TypeScript declarations, so they always match the code."
        zh="下面的表格在构建时由 TypeScript 类型声明生成，因此始终与代码一致。"
      />
    </p>
  );
}
