import { L } from '../../../i18n/L';
import { useLocale } from '../../../i18n/useLocale';

/** The screenshot is taken by the browser tests (tests/site/screenshot.browser.test.ts). */
export function Screenshots() {
  const locale = useLocale();
  const alt =
    locale === 'zh-CN'
      ? '打开的 Cascadia 级联选择，三列依次显示福建、福州和马尾'
      : 'An open Cascadia cascader with three columns: 福建, 福州 and 马尾';
  return (
    <>
      <p>
        <img src="/screenshots/cascader.png" alt={alt} loading="lazy" className="readme-screenshot" />
      </p>
      <p className="readme-note">
        <L
          en="Taken by the browser test suite from the live basic demo, so it shows what the code renders today."
          zh="由浏览器测试从基本用法示例实时截取，展示的是代码当前的渲染效果。"
        />
      </p>
    </>
  );
}
