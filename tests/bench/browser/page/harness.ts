/**
 * The in-page half of the benchmark: `window.bench`, which mounts one library on generated data
 * and times a user interaction from the dispatch of the real (trusted) input event to the first
 * frame painted after the DOM shows the result.
 */
import { type ComponentType, createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import {
  type BenchApi,
  CASES,
  type CaseId,
  type Condition,
  type DataSpec,
  type LibraryId,
  QUERY_LENGTH,
  type StartOn,
  type Timing,
} from '../cases';
import { median } from '../report';
import {
  type BenchOption,
  bigRootTree,
  countNodes,
  deepTree,
  flatColumn,
  queryFrom,
  uniformTree,
  wideTree,
} from './data';

declare global {
  interface Window {
    bench: BenchApi;
  }
}

/** Both libraries use rc-cascader's class names (Cascadia keeps them for drop-in styling). */
const P = 'rc-cascader';

/** The events whose dispatch is time zero, per kind of interaction (BenchApi.arm). */
const START_EVENTS: Record<StartOn, readonly string[]> = {
  press: ['pointerdown', 'mousedown', 'keydown', 'input'],
  release: ['pointerup'],
  move: ['pointermove'],
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** A task queued from a rAF callback runs after that frame's style, layout and paint. */
const afterFrame = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });

async function afterPaint(): Promise<void> {
  await nextFrame();
  await afterFrame();
}

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }));

function generate(spec: DataSpec): { options: BenchOption[]; path: string[] } {
  switch (spec.kind) {
    case 'flat':
      return { options: flatColumn(spec.count), path: [] };
    case 'deep':
      return deepTree(spec.levels, spec.fanOut);
    case 'uniform':
      return { options: uniformTree(spec.shape), path: [] };
    case 'bigRoot':
      return { options: bigRootTree(spec.children, spec.grandchildren), path: [] };
    case 'wide':
      return { options: wideTree(spec.count), path: [] };
  }
}

function inViewport(element: Element | null): boolean {
  if (!element) return false;
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth) return false;
  // Opacity too: a popup that waits for its placement is transparent (Cascadia's first open while
  // its positioning chunk loads) and then moves; a click aimed at it there would miss.
  return element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
}

/** Laid out and not hidden (wherever it is): `inViewport` without the viewport. */
function rendered(element: Element | null): boolean {
  if (!element) return false;
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  return element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
}

export function install(library: LibraryId, Cascader: ComponentType<Record<string, unknown>>): void {
  let props: Record<string, unknown> = {};
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  let popupHost: HTMLElement | null = null;
  let pending: Promise<Timing> | null = null;
  let bare = false;
  /** Cascadia's bottom sheet, which covers the page from the body (not from popupHost). */
  let sheet = false;

  /** Where the popup (or the sheet) is. */
  const popups = (): HTMLElement | null => (sheet ? document.body : popupHost);
  const menus = (): HTMLElement[] => [...(popups()?.querySelectorAll<HTMLElement>(`.${P}-menu`) ?? [])];

  /** A column is painted when its first or its active item is on screen. */
  const columnShown = (menu: HTMLElement): boolean =>
    inViewport(menu.querySelector(`.${P}-menu-item-active`)) ||
    inViewport(menu.querySelector(`.${P}-menu-item`));

  const holds = (condition: Condition): boolean => {
    switch (condition.kind) {
      case 'open': {
        const list = menus();
        if (list.length < condition.columns) return false;
        if (!condition.deepest) return list.every(columnShown);
        // The deepest level's row, rendered and visible; a library that lays every level out side
        // by side puts it far right of the viewport, so only the first column is asked to be on screen.
        return (
          columnShown(list[0]) && rendered(list[list.length - 1].querySelector(`.${P}-menu-item-active`))
        );
      }
      case 'search': {
        // Results are one column of whole paths ("A / B / C"); every rendered row must match the
        // query, so the plain first column (or the previous query's results) does not count.
        const rows = [...(popups()?.querySelectorAll(`.${P}-menu-item`) ?? [])];
        return (
          rows.length > 0 &&
          inViewport(rows[0]) &&
          rows.every((row) => {
            const text = (row.textContent ?? '').toLowerCase();
            return text.includes(' / ') && text.includes(condition.query);
          })
        );
      }
      case 'checked': {
        const box = popupHost?.querySelector(`.${P}-menu-item .${P}-checkbox`) ?? null;
        return box !== null && box.classList.contains(`${P}-checkbox-checked`) === condition.checked;
      }
      case 'level': {
        const list = menus();
        const first = list.length === 1 ? list[0].querySelector(`.${P}-menu-item`) : null;
        const label = first?.querySelector(`.${P}-menu-item-content`) ?? null;
        return label !== null && label.textContent === condition.first && inViewport(first);
      }
      case 'dragged': {
        const dialog = document.querySelector<HTMLElement>(`.${P}-sheet[role="dialog"]`);
        return dialog !== null && dialog.style.transform === `translateY(${condition.offset}px)`;
      }
      case 'typed': {
        const input = host?.querySelector('input') ?? null;
        return input !== null && input.value === condition.value && inViewport(input);
      }
    }
  };

  const watch = async (t0: number, condition: Condition, capMs: number): Promise<Timing> => {
    for (;;) {
      await nextFrame();
      if (holds(condition)) {
        await afterFrame();
        performance.mark('bench:end');
        return { ms: performance.now() - t0, timedOut: false };
      }
      if (performance.now() - t0 > capMs) return { ms: performance.now() - t0, timedOut: true };
    }
  };

  const center = (element: Element | null | undefined) => {
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  };

  window.bench = {
    library,
    prepare(caseId: CaseId, scale) {
      const spec = CASES[caseId];
      const { options, path } = generate(spec[scale]);
      sheet = spec.sheet ?? false;
      props = {
        options,
        placeholder: 'Please select',
        style: { width: sheet ? '100%' : 360 },
        // The sheet covers the window (a container of the app's would hold it instead).
        ...(sheet ? { presentation: 'sheet' } : { getPopupContainer: () => popupHost }),
      };
      if (spec.showSearch) props.showSearch = true;
      if (spec.checkable) props.checkable = true;
      if (spec.presetValue) props.defaultValue = path;
      bare = spec.bare ?? false;
      const { nodes, leaves } = countNodes(options);
      return {
        nodes,
        leaves,
        query: queryFrom(options, QUERY_LENGTH),
        columns: spec.presetValue ? path.length : 1,
        firstRoot: options[0]?.label ?? '',
        firstChild: options[0]?.children?.[0]?.label ?? '',
      };
    },
    async mount() {
      host = document.createElement('div');
      host.className = 'bench-mount';
      popupHost = document.createElement('div');
      popupHost.className = 'bench-popups';
      document.body.append(host, popupHost);
      root = createRoot(host);
      const t0 = performance.now();
      const element = bare
        ? createElement('input', { 'aria-label': 'A plain input', style: { width: 360 } })
        : createElement(Cascader, props);
      flushSync(() => root?.render(element));
      await afterPaint();
      return performance.now() - t0;
    },
    arm(condition, capMs, on = 'press') {
      let resolveTiming: (timing: Timing) => void = () => {};
      pending = new Promise<Timing>((resolve) => {
        resolveTiming = resolve;
      });
      const kinds = START_EVENTS[on];
      const onEvent = () => {
        const t0 = performance.now();
        // The marks bound the interaction in a performance trace (profile.ts).
        performance.mark('bench:start', { startTime: t0 });
        for (const kind of kinds) window.removeEventListener(kind, onEvent, true);
        void watch(t0, condition, capMs).then(resolveTiming);
      };
      for (const kind of kinds) window.addEventListener(kind, onEvent, true);
    },
    result() {
      if (!pending) return Promise.reject(new Error('arm() first'));
      return pending;
    },
    point(target) {
      if (target === 'selector')
        return center(host?.querySelector(`.${P}-selector`) ?? host?.firstElementChild);
      if (target === 'input') return center(host?.querySelector('input'));
      if (target === 'row') return center(popups()?.querySelector(`.${P}-menu-item`));
      if (target === 'back') return center(popups()?.querySelector(`.${P}-sheet-back`));
      if (target === 'levels') return center(popups()?.querySelector(`.${P}-sheet-body`));
      if (target === 'handle') return center(popups()?.querySelector(`.${P}-sheet-handle`));
      return center(popups()?.querySelector(`.${P}-menu-item .${P}-checkbox`));
    },
    focusInput() {
      const input = sheet
        ? document.querySelector<HTMLInputElement>(`.${P}-sheet-search`)
        : host?.querySelector('input');
      input?.focus();
      return document.activeElement === input;
    },
    async searchWork(query, reps) {
      const input = host?.querySelector('input');
      if (!input) throw new Error('no search input');
      // The native setter: React's onChange only sees a value its own tracker has not recorded.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const type = (text: string) => {
        setValue?.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const times: number[] = [];
      for (let i = 0; i < reps; i++) {
        type('');
        await afterPaint();
        await idle();
        // The marks bound each timed span in a performance trace (profile.ts).
        performance.mark('bench:work-start');
        const t0 = performance.now();
        type(query);
        void document.body.offsetWidth; // style and layout now, inside the timed span
        times.push(performance.now() - t0);
        performance.mark('bench:work-end');
        await afterPaint();
        await idle();
      }
      type('');
      await afterPaint();
      return median(times);
    },
    domNodes() {
      return (
        (host?.getElementsByTagName('*').length ?? 0) + (popupHost?.getElementsByTagName('*').length ?? 0)
      );
    },
    unmount() {
      root?.unmount();
      host?.remove();
      popupHost?.remove();
      root = null;
      host = null;
      popupHost = null;
      pending = null;
      bare = false;
      sheet = false;
    },
  };
}
