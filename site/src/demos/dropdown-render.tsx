import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';

const addressOptions = [
  {
    label: '福建',
    value: 'fj',
    children: [
      { label: '福州', value: 'fuzhou', children: [{ label: '马尾', value: 'mawei' }] },
      { label: '泉州', value: 'quanzhou' },
    ],
  },
  {
    label: '浙江',
    value: 'zj',
    children: [{ label: '杭州', value: 'hangzhou', children: [{ label: '余杭', value: 'yuhang' }] }],
  },
  {
    label: '北京',
    value: 'bj',
    children: [
      { label: '朝阳区', value: 'chaoyang' },
      { label: '海淀区', value: 'haidian' },
    ],
  },
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    placeholder: 'please select address',
    name: 'Address',
    footer: <>Hey, DropdownRender, Long DropdownRender, Long DropdownRender</>,
  },
  zh: {
    placeholder: '请选择地址',
    name: '地址',
    // The prop's name stays as it is written in code.
    footer: (
      <>
        这是 <code>dropdownRender</code> 在菜单下方渲染的页脚
      </>
    ),
  },
};

/** dropdownRender wraps the menus: here, a footer under them. */
export default function DropdownRender() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  return (
    <Cascader
      options={addressOptions}
      placeholder={t.placeholder}
      aria-label={t.name}
      style={{ width: 240 }}
      dropdownRender={(menus) => (
        <div>
          {menus}
          <hr style={{ margin: 0, border: 0, borderTop: '1px solid rgb(128 128 128 / 30%)' }} />
          <div style={{ padding: 8 }}>{t.footer}</div>
        </div>
      )}
    />
  );
}
