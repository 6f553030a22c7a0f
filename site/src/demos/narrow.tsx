import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useRef, useState } from 'react';

interface Place {
  label: string;
  value: string;
  children?: Place[];
}

const leaves = (names: [string, string][]): Place[] => names.map(([label, value]) => ({ label, value }));

const options: Place[] = [
  {
    label: '浙江',
    value: 'zj',
    children: [
      {
        label: '杭州',
        value: 'hangzhou',
        children: [
          {
            label: '西湖区',
            value: 'xihu',
            children: leaves([
              ['灵隐街道', 'lingyin'],
              ['西溪街道', 'xixi'],
              ['北山街道', 'beishan'],
            ]),
          },
          {
            label: '余杭区',
            value: 'yuhang',
            children: leaves([
              ['仓前街道', 'cangqian'],
              ['五常街道', 'wuchang'],
            ]),
          },
          { label: '上城区', value: 'shangcheng' },
        ],
      },
      {
        label: '宁波',
        value: 'ningbo',
        children: leaves([
          ['海曙区', 'haishu'],
          ['鄞州区', 'yinzhou'],
        ]),
      },
      { label: '温州', value: 'wenzhou' },
    ],
  },
  {
    label: '福建',
    value: 'fj',
    children: [
      {
        label: '福州',
        value: 'fuzhou',
        children: leaves([
          ['鼓楼区', 'gulou'],
          ['马尾区', 'mawei'],
        ]),
      },
      { label: '厦门', value: 'xiamen', children: leaves([['思明区', 'siming']]) },
    ],
  },
  {
    label: '江苏',
    value: 'js',
    children: [
      { label: '南京', value: 'nanjing', children: leaves([['玄武区', 'xuanwu']]) },
      { label: '苏州', value: 'suzhou', children: leaves([['姑苏区', 'gusu']]) },
    ],
  },
  {
    label: '北京',
    value: 'bj',
    children: leaves([
      ['朝阳区', 'chaoyang'],
      ['海淀区', 'haidian'],
    ]),
  },
];

/** A tree 8 levels deep: three options a level, the first of each leading on. */
function deepLevel(level: number, prefix: string): Place[] {
  return ['A', 'B', 'C'].map((letter, i) => {
    const value = `${prefix}${level}${letter}`;
    const place: Place = { label: `Level ${level} option ${letter}`, value };
    if (i === 0 && level < 8) place.children = deepLevel(level + 1, `${value}-`);
    return place;
  });
}
const deepOptions = deepLevel(1, '');
/** Its deepest option's path: `1A`, `1A-2A`, … `1A-2A-…-8A`. */
const deepestValue = Array.from({ length: 8 }, (_, i) =>
  Array.from({ length: i + 1 }, (_, j) => `${j + 1}A`).join('-'),
);

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    multiple: 'Multiple',
    district: 'Choose a district',
    drilldown: 'District, drill-down',
    auto: 'District, auto',
    deep: '8 levels deep',
    option: 'Choose an option',
    deepName: 'Option, 8 levels deep',
  },
  zh: {
    multiple: '多选',
    district: '选择地区',
    drilldown: '地区（逐级展开）',
    auto: '地区（自动布局）',
    deep: '8 级深',
    option: '选择一个选项',
    deepName: '选项（8 级深）',
  },
};

/**
 * The drill-down layout: one level at a time, full width, a back button and the path as a
 * breadcrumb, rows a finger can hit. The first cascader asks for it (`layout="drilldown"`) in a
 * 360 px frame, its popup kept inside the frame; the second is left at `layout="auto"`, which
 * drills down by itself on a phone-width screen and shows columns on a wider one. The third holds
 * a value 8 levels deep: where its columns do not all fit, the last ones that do are shown and the
 * levels before them become a breadcrumb.
 */
export default function Narrow() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const frame = useRef<HTMLDivElement>(null);
  const [multiple, setMultiple] = useState(false);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 24 }}>
      <div style={{ display: 'grid', gap: 8, width: 360, maxWidth: '100%' }}>
        <label>
          <input type="checkbox" checked={multiple} onChange={(event) => setMultiple(event.target.checked)} />{' '}
          {t.multiple}
        </label>
        <div
          ref={frame}
          style={{
            position: 'relative',
            boxSizing: 'border-box',
            height: 480,
            padding: 16,
            overflow: 'hidden',
            border: '1px solid rgba(128, 128, 128, 0.4)',
            borderRadius: 24,
          }}
        >
          <Cascader
            // A new mode is a new cascader: the value's shape differs (one path, or a list of paths).
            key={multiple ? 'multiple' : 'single'}
            options={options}
            layout="drilldown"
            // The drill-down popup in its frame; on a phone the other two become bottom sheets.
            presentation="popup"
            checkable={multiple}
            showSearch
            getPopupContainer={() => frame.current ?? document.body}
            placeholder={t.district}
            aria-label={t.drilldown}
            style={{ width: '100%' }}
          />
        </div>
      </div>
      <div style={{ display: 'grid', gap: 8 }}>
        <code>layout="auto"</code>
        <Cascader options={options} placeholder={t.district} aria-label={t.auto} style={{ width: 240 }} />
        <span>{t.deep}</span>
        <Cascader
          options={deepOptions}
          defaultValue={deepestValue}
          placeholder={t.option}
          aria-label={t.deepName}
          style={{ width: 240 }}
        />
      </div>
    </div>
  );
}
