import type { DemoEntry } from '../demos/registry';
import { LiveDemo } from './LiveDemo';
import { SourcePreviewer } from './SourcePreviewer';
import './DemoBlock.css';

/** A live demo in a frame, with its source previewer underneath. */
export function DemoBlock({ demo }: { demo: DemoEntry }) {
  return (
    <div className="demo-block" data-demo={demo.id}>
      <div className="demo-block-live">
        <LiveDemo id={demo.id} />
      </div>
      <SourcePreviewer demo={demo} />
    </div>
  );
}
