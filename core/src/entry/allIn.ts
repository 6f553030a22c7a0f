/**
 * The all-in entry: the engine with every feature, as `createCascader` has always been. An app
 * that wants to pay only for what it uses calls `createLeanCascader` (lean.ts) instead.
 */
import { createStore } from '../machine/store';
import { initialState as initialStateWith } from '../machine/transition';
import type { CascaderStore, Transition } from '../machine/types';
import type { CascaderOption, CascaderProps } from '../types/types';
import { allFeatures } from './allFeatures';

/** The engine for one component, with every feature: its state, the events it takes, its subscribers. */
export function createCascader<O = CascaderOption>(props: CascaderProps<O> = {}): CascaderStore<O> {
  return createStore(props, allFeatures);
}

/** The state before any event, with every feature: defaults, `defaultValue` / `defaultOpen`, and the derived fields. */
export function initialState<O>(props: CascaderProps<O>): Transition<O> {
  return initialStateWith(props, allFeatures);
}
