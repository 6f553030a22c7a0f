import Cascader from '@cascadia/react';
import ar from '@cascadia/react/locale/ar';
import '@cascadia/react/styles.css';

const addressOptions = [
  {
    label: 'الشرق',
    value: 'east',
    children: [
      { label: 'القاهرة', value: 'cairo', children: [{ label: 'المعادي', value: 'maadi' }] },
      { label: 'الجيزة', value: 'giza' },
    ],
  },
  {
    label: '福建',
    value: 'fj',
    children: [
      { label: '福州', value: 'fuzhou', children: [{ label: '马尾', value: 'mawei' }] },
      { label: '泉州', value: 'quanzhou' },
    ],
  },
];

/**
 * direction="rtl": columns open to the left, and Left/Right swap their meaning. The Arabic
 * language pack gives the component's own texts (the sheet's "All", the buttons, what a screen
 * reader hears), so none of them is English among Arabic labels.
 */
export default function RightToLeft() {
  return (
    <div dir="rtl" lang="ar">
      <Cascader
        options={addressOptions}
        direction="rtl"
        locale={ar}
        placeholder="اختر العنوان"
        aria-label="العنوان"
        style={{ width: 240 }}
      />
    </div>
  );
}
