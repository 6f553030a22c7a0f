// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Cascader, { Panel, useCascader } from '../../react/src';
import { regions } from '../fixtures/regions';

describe('server rendering', () => {
  it('runs without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the selector with the value, one input, and the live region; no popup', () => {
    const html = renderToString(
      <Cascader options={regions()} defaultValue={['fj', 'quanzhou']} allowClear placeholder="pick" />,
    );
    expect(html).toContain('rc-cascader rc-cascader-single rc-cascader-allow-clear');
    expect(html).toContain('福建 / 泉州');
    expect(html.match(/<input/g)).toHaveLength(1);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('rc-cascader-dropdown');
  });

  it('an initially open cascader renders no portal on the server (it mounts on the client)', () => {
    const html = renderToString(<Cascader options={regions()} open checkable defaultValue={[['zj']]} />);
    expect(html).toContain('rc-cascader-open');
    expect(html).toContain('浙江');
    expect(html).not.toContain('role="tree"');
  });

  it('renders the panel inline', () => {
    const html = renderToString(<Panel options={regions()} defaultValue={['bj', 'chaoyang']} />);
    expect(html).toContain('rc-cascader-panel');
    expect(html).toContain('朝阳区');
    expect(html).toContain('aria-selected="true"');
  });

  it('renders a headless cascader', () => {
    expect(renderToString(<Custom />)).toContain('aria-haspopup="tree"');
  });
});

function Custom() {
  const api = useCascader({ options: regions() });
  return (
    <button type="button" {...api.getTriggerProps()}>
      {api.display.text || 'choose'}
    </button>
  );
}
