import { SiteLink } from '../../../components/SiteLink';
import { findDemo } from '../../../demos/registry';
import { L } from '../../../i18n/L';
import { DemoBlock } from '../../../previewer/DemoBlock';

const EXAMPLE = findDemo('simple');

/** The basic demo, live, with its source. */
export function Example() {
  return (
    <>
      <p>
        <L
          en={
            <>
              The basic demo, live. Every behaviour has a demo of its own under{' '}
              <SiteLink to="/demo">Demo</SiteLink>.
            </>
          }
          zh={
            <>
              下面是实时运行的基本用法示例。每种行为都在<SiteLink to="/demo">示例</SiteLink>中有单独的演示。
            </>
          }
        />
      </p>
      {EXAMPLE && <DemoBlock demo={EXAMPLE} />}
    </>
  );
}
