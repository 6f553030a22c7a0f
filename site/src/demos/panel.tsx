import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useState } from 'react';

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

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 } as const;

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    set: 'Set Value',
    enable: 'enable panel',
    disable: 'disable panel',
    value: 'Value:',
    single: 'Single selection',
    multiple: 'Multiple selection',
    rtl: 'Right to left',
    nothing: 'Empty!!!',
    empty: 'Empty',
  },
  zh: {
    set: '设置值',
    enable: '启用面板',
    disable: '禁用面板',
    value: '值：',
    single: '单选',
    multiple: '多选',
    rtl: '从右到左',
    nothing: '空空如也！',
    empty: '空面板',
  },
};

/** The columns inline, always open: single, checkable, right to left, and empty. */
export default function PanelDemo() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const [value, setValue] = useState<string[]>(['bj', 'haidian']);
  const [disabled, setDisabled] = useState(false);
  return (
    <div>
      <div style={row}>
        <button type="button" onClick={() => setValue(['fj', 'fuzhou', 'mawei'])}>
          {t.set}
        </button>
        <button type="button" onClick={() => setDisabled(!disabled)}>
          {disabled ? t.enable : t.disable}
        </button>
        <output>
          {t.value} {value.length ? <code>{value.join(' / ')}</code> : '—'}
        </output>
      </div>
      <div style={row}>
        <Cascader.Panel
          options={addressOptions}
          value={value}
          onChange={(next: string[]) => setValue(next)}
          disabled={disabled}
          aria-label={t.single}
        />
      </div>
      <div style={row}>
        <Cascader.Panel checkable options={addressOptions} disabled={disabled} aria-label={t.multiple} />
      </div>
      <div style={row} dir="rtl">
        <Cascader.Panel options={addressOptions} direction="rtl" disabled={disabled} aria-label={t.rtl} />
      </div>
      <div style={row}>
        <Cascader.Panel notFoundContent={t.nothing} aria-label={t.empty} />
      </div>
    </div>
  );
}
