import Cascader, { type CascaderLocale, useCascaderLocale } from '@cascadia/react';
import ar from '@cascadia/react/locale/ar';
import enUS from '@cascadia/react/locale/en-US';
import jaJP from '@cascadia/react/locale/ja-JP';
import zhCN from '@cascadia/react/locale/zh-CN';
import '@cascadia/react/styles.css';
import { useState } from 'react';

type Code = 'en' | 'zh' | 'ja' | 'ar';

/** The language pack gives the component's own texts; the app's own texts stay the app's. */
const LANGUAGES: { code: Code; pack: CascaderLocale; name: string; app: Record<string, string> }[] = [
  {
    code: 'en',
    pack: enUS,
    name: 'English',
    app: {
      language: 'Language',
      district: 'District',
      placeholder: 'Choose or search a district',
      offline: 'Network error',
    },
  },
  {
    code: 'zh',
    pack: zhCN,
    name: '简体中文',
    app: { language: '语言', district: '地区', placeholder: '选择或搜索地区', offline: '网络错误' },
  },
  {
    code: 'ja',
    pack: jaJP,
    name: '日本語',
    app: {
      language: '言語',
      district: '地区',
      placeholder: '地区を選択または検索',
      offline: 'ネットワークエラー',
    },
  },
  {
    code: 'ar',
    pack: ar,
    name: 'العربية',
    app: {
      language: 'اللغة',
      district: 'المنطقة',
      placeholder: 'اختر منطقة أو ابحث عنها',
      offline: 'خطأ في الشبكة',
    },
  },
];

type Place = Record<Code, string> & { value: string; isLeaf?: boolean; children?: Place[] };
const place = (
  value: string,
  en: string,
  zh: string,
  ja: string,
  ar: string,
  more?: Partial<Place>,
): Place => ({
  value,
  en,
  zh,
  ja,
  ar,
  ...more,
});

// Every option holds its label in each language; `fieldNames.label` picks one, so switching
// keeps what was loaded. Zhejiang and Fujian load their cities (Fujian fails the first time).
const options: Place[] = [
  place('zj', 'Zhejiang', '浙江', '浙江省', 'تشجيانغ', { isLeaf: false }),
  place('fj', 'Fujian', '福建', '福建省', 'فوجيان', { isLeaf: false }),
  place('gd', 'Guangdong', '广东', '広東省', 'قوانغدونغ', {
    children: [
      place('guangzhou', 'Guangzhou', '广州', '広州市', 'قوانغتشو'),
      place('shenzhen', 'Shenzhen', '深圳', '深圳市', 'شنتشن'),
    ],
  }),
];
const CITIES: Record<string, Place[]> = {
  zj: [
    place('hangzhou', 'Hangzhou', '杭州', '杭州市', 'هانغتشو', {
      children: [
        place('xihu', 'West Lake', '西湖', '西湖区', 'البحيرة الغربية'),
        place('yuhang', 'Yuhang', '余杭', '余杭区', 'يوهانغ'),
      ],
    }),
    place('ningbo', 'Ningbo', '宁波', '寧波市', 'نينغبو'),
  ],
  fj: [
    place('fuzhou', 'Fuzhou', '福州', '福州市', 'فوتشو'),
    place('xiamen', 'Xiamen', '厦门', '厦門市', 'شيامن'),
  ],
};

export default function Locale() {
  // The page's language first (the site sets it with CascaderLocaleProvider), English elsewhere.
  const page = useCascaderLocale()?.locale;
  const [code, setCode] = useState<Code>(LANGUAGES.find((l) => l.pack.locale === page)?.code ?? 'en');
  const language = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
  const [failedOnce, setFailedOnce] = useState(false);

  // A pretend server: cities arrive after 800 ms; Fujian's first request fails.
  const loadData = (selected: Place[]) => {
    const branch = selected[selected.length - 1];
    return new Promise<Place[]>((resolve, reject) =>
      setTimeout(() => {
        if (branch.value === 'fj' && !failedOnce) {
          setFailedOnce(true);
          reject(new Error(language.app.offline));
        } else resolve(CITIES[branch.value] ?? []);
      }, 800),
    );
  };

  return (
    <div
      lang={language.pack.locale}
      dir={language.pack.direction}
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}
    >
      <fieldset
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          border: 0,
          padding: 0,
          margin: 0,
          minInlineSize: 0,
        }}
      >
        <legend style={{ marginBottom: 4 }}>{language.app.language}</legend>
        {LANGUAGES.map((l) => (
          <label key={l.code} lang={l.pack.locale} dir={l.pack.direction}>
            <input type="radio" name="language" checked={l.code === code} onChange={() => setCode(l.code)} />{' '}
            {l.name}
          </label>
        ))}
      </fieldset>
      <Cascader
        locale={language.pack}
        options={options}
        fieldNames={{ label: code }}
        loadData={loadData}
        showSearch
        allowClear
        placeholder={language.app.placeholder}
        aria-label={language.app.district}
        style={{ width: 300, maxWidth: '100%' }}
        // Fujian's failure is the pretend server's, on purpose: shown with its retry, not logged.
        onProblem={(problem) => problem.code !== 'load-failed' && console.warn(problem.message)}
      />
    </div>
  );
}
