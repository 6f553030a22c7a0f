import type { CascaderFeature } from '../../machine/types';
import { confirmEvent, draftChange, settleDraft, startDraft } from './draft';

/**
 * `confirm` mode (`confirm`): choosing and checking in the open popup change a draft that only
 * `POPUP.CONFIRM` (a Done button, Ctrl+Enter) commits, with one `onChange`; any other way of
 * closing discards it. Without this feature the `confirm` prop does nothing (a lean engine warns).
 */
export const confirmFeature: CascaderFeature = {
  name: 'confirm',
  handle: confirmEvent,
  settleDraft,
  startDraft,
  valueChange: draftChange,
};
