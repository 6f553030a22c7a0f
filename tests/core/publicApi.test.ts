import * as core from '@cascadia/core';
import { describe, expect, it } from 'vitest';

/**
 * What @cascadia/core publishes at runtime (its types aside). Named one by one in core/src/index.ts:
 * a new export is a decision, and a helper only the engine or the tests use stays unpublished.
 */
describe('the public API of @cascadia/core', () => {
  it('exports exactly these values, and the helpers its on-demand features use as `__engine`', () => {
    // `__engine` is not API (@internal): core/src/entry/sharedWithChunks.ts.
    const internal = Object.keys(core).filter((name) => name.startsWith('__'));
    expect(internal).toEqual(['__engine']);
    expect(
      Object.keys(core)
        .filter((name) => !internal.includes(name))
        .sort(),
    ).toEqual(
      [
        'BLUR_DELAY',
        'activeDescendant',
        'backAttributes',
        'breadcrumbAttributes',
        'buildLargeTree',
        'checkboxEvents',
        'columnAttributes',
        'comboboxAttributes',
        'confirmFeature',
        'controlAttributes',
        'crumbAttributes',
        'decorationAttributes',
        'itemAttributes',
        'itemEvents',
        'keyEvent',
        'keyPreventsDefault',
        'labelsOf',
        'liveRegionAttributes',
        'liveRegionText',
        'makeConnectIds',
        'panelAttributes',
        'retryEvents',
        'rowRetryAttributes',
        'searchListAttributes',
        'searchResultAttributes',
        'searchResultEvents',
        'selectTriggerAttributes',
        'tagAttributes',
        'treeAttributes',
        'writeAttributes',
        'CascadiaError',
        'CheckState',
        'DEFAULT_CHECK_LOAD_LIMIT',
        'DEFAULT_FIELD_NAMES',
        'DEFAULT_LOAD_TIMEOUT',
        'DEFAULT_MESSAGES',
        'DEFAULT_PAGE_SIZE',
        'DEFAULT_SEARCH_DEBOUNCE',
        'DEFAULT_SEARCH_LIMIT',
        'ENGINE_PROP_KEYS',
        'errorMessage',
        'FOCUS_DELAY',
        'HOVER_EXPAND_DELAY',
        'LABEL_SEPARATOR',
        'LoadedChildren',
        'MAX_LOAD_REASKS',
        'MOUSE_ENTER_DELAY',
        'MOUSE_LEAVE_DELAY',
        'PATH_KEY_SEPARATOR',
        'SHOW_CHILD',
        'SHOW_PARENT',
        'TYPEAHEAD_TIMEOUT',
        'Tree',
        'assertValidOptions',
        'canGoForward',
        'allFeatures',
        'checkableFeature',
        'largeTreeFeature',
        'checkedValue',
        'checksFromValue',
        'createCascader',
        'createLeanCascader',
        'forwardLevel',
        'getColumns',
        'getConfirmView',
        'getDisplay',
        'getItem',
        'getKeyColumnDepth',
        'getSearchItem',
        'getSearchItems',
        'handlesKey',
        'initialState',
        'isPathLoading',
        'lazyCheckFeature',
        'lazyCheckOnDemand',
        'loadDataFeature',
        'loadPathFeature',
        'loadPathOnDemand',
        'matchRanges',
        'messageOf',
        'onDemand',
        'pathId',
        'pathOptions',
        'prepareForInput',
        'prepareSearch',
        'reduce',
        'remoteSearchFeature',
        'remoteSearchOnDemand',
        'reportProblem',
        'resolveFieldNames',
        'searchConfig',
        'searchFeature',
        'searchTree',
        'textsOf',
        'toPathKey',
        'toggleCheck',
        'transition',
        'validateOptions',
      ].sort(),
    );
  });

  it('leaves out the helpers only the engine and its tests use', () => {
    for (const name of [
      'withoutMissing',
      'checkedIds',
      'highlightPath',
      'completeSearch',
      'POPUP_TIMER',
      'SEARCH_TIMER',
      'HOVER_TIMER',
      'loadTimer',
    ])
      expect(core).not.toHaveProperty(name);
  });
});
