import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import Form, { Field } from 'rc-field-form';

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
    address: 'Address',
    required: 'Please select your address',
    placeholder: 'please select address',
    submit: 'Submit',
  },
  zh: { address: '地址', required: '请选择你的地址', placeholder: '请选择地址', submit: '提交' },
};

/** The cascader as a form control: rc-field-form passes value and onChange, and validates. */
export default function InAForm() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  return (
    <Form
      onFinish={(values) => console.log('Submit success:', values)}
      onFinishFailed={(errorInfo) => console.log('Submit failed:', errorInfo.errorFields)}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 12 }}
    >
      <label htmlFor="rc-form-address" style={{ lineHeight: '32px' }}>
        {t.address}
      </label>
      <Field name="address" rules={[{ required: true, type: 'array', message: t.required }]}>
        {(control, meta) => (
          <div>
            <Cascader
              {...control}
              id="rc-form-address"
              options={addressOptions}
              placeholder={t.placeholder}
              aria-invalid={meta.errors.length > 0}
              aria-describedby="rc-form-address-error"
              style={{ width: 240 }}
            />
            <div id="rc-form-address-error" role="alert" style={{ minHeight: 22, color: '#c4203a' }}>
              {meta.errors.join(' ')}
            </div>
          </div>
        )}
      </Field>
      <button type="submit">{t.submit}</button>
    </Form>
  );
}
