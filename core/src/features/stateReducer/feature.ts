import type { CascaderFeature } from '../../machine/types';
import { applyStateReducer } from './stateReducer';

/**
 * The `stateReducer` prop (Downshift's): the app's function sees each event's proposed changes and
 * may rewrite or refuse them (stateReducer.ts). Without this feature (a lean engine that does not
 * pass it) the prop is reported as missing its feature and the proposals stand. `createCascader`,
 * `useCascader` and the React `Cascader` have it.
 */
export const stateReducerFeature: CascaderFeature = {
  name: 'stateReducer',
  reviseChanges: (state, event, proposed) => {
    const reducer = state.props.stateReducer;
    return reducer ? applyStateReducer(reducer, state, event, proposed) : undefined;
  },
};
