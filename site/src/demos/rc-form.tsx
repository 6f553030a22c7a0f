import Cascader from '@cascadia/react';
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

/** The cascader as a form control: rc-field-form passes value and onChange, and validates. */
export default function InAForm() {
  return (
    <Form
      onFinish={(values) => console.log('Submit success:', values)}
      onFinishFailed={(errorInfo) => console.log('Submit failed:', errorInfo.errorFields)}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 12 }}
    >
      <label htmlFor="rc-form-address" style={{ lineHeight: '32px' }}>
        Address
      </label>
      <Field
        name="address"
        rules={[{ required: true, type: 'array', message: 'Please select your address' }]}
      >
        {(control, meta) => (
          <div>
            <Cascader
              {...control}
              id="rc-form-address"
              options={addressOptions}
              placeholder="please select address"
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
      <button type="submit">Submit</button>
    </Form>
  );
}
