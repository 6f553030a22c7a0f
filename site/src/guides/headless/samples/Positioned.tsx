import { useCascader, usePopupPosition } from '@cascadia/react';
import { useState } from 'react';
import { places } from './places';

export function Positioned() {
  const api = useCascader({ options: places });
  const [popup, setPopup] = useState<HTMLElement | null>(null);
  // Under the root, flipped above it near the bottom of the screen, shifted to stay on screen,
  // following scrolling and resizing while open; `placement`, `rtl` and `matchWidth` as the Cascader's.
  const position = usePopupPosition({ reference: api.getReference(), floating: popup, open: api.open });
  return (
    // The popup's offset parent: it is positioned `absolute` in it, placed against the trigger (a
    // custom trigger is the hook's reference element).
    <div style={{ position: 'relative', display: 'inline-block' }}>
      <button type="button" {...api.getTriggerProps()}>
        {api.display.text || 'Where to?'}
      </button>
      {api.open && (
        // Transparent until placed: no flash at the corner while the engine is fetched or measures.
        <div {...api.getPopupProps({ ref: setPopup, style: position.style })}>
          <div {...api.getTreeProps({}, { label: 'Places' })}>{/* the columns, as before */}</div>
        </div>
      )}
      <span {...api.getLiveRegionProps()} />
    </div>
  );
}
