import type { Page } from 'playwright-core';

/** One node of Chromium's accessibility tree: what a screen reader is given to announce. */
export interface AxNode {
  role: string;
  name: string;
  value: string | undefined;
  description: string | undefined;
  /** ARIA states and properties Chromium exposes (expanded, selected, checked, setsize, …). */
  properties: Record<string, unknown>;
  focused: boolean;
}

interface RawValue {
  value?: unknown;
}
interface RawNode {
  ignored?: boolean;
  role?: RawValue;
  name?: RawValue;
  value?: RawValue;
  description?: RawValue;
  properties?: { name: string; value: RawValue }[];
}

const text = (v: RawValue | undefined): string | undefined =>
  v?.value === undefined || v.value === '' ? undefined : String(v.value);

function toNode(n: RawNode): AxNode {
  const properties: Record<string, unknown> = {};
  for (const p of n.properties ?? []) properties[p.name] = p.value.value;
  return {
    role: String(n.role?.value ?? ''),
    name: text(n.name) ?? '',
    value: text(n.value),
    description: text(n.description),
    properties,
    focused: properties.focused === true,
  };
}

/** The page's accessibility tree (CDP `Accessibility.getFullAXTree`), ignored nodes left out. */
export async function axTree(page: Page): Promise<AxNode[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: RawNode[] };
    return nodes.filter((n) => !n.ignored).map(toNode);
  } finally {
    await session.detach();
  }
}

/** The accessibility node of the element a CSS selector finds first, or undefined. */
export async function axNodeOf(page: Page, selector: string): Promise<AxNode | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = (await session.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
    const { nodeId } = (await session.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as {
      nodeId: number;
    };
    if (!nodeId) return undefined;
    const { nodes } = (await session.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    })) as { nodes: RawNode[] };
    return nodes[0] && toNode(nodes[0]);
  } finally {
    await session.detach();
  }
}

/** The focused element's node (the combobox, the panel): what a screen reader says on Tab. */
export function focusedNode(page: Page): Promise<AxNode | undefined> {
  return axNodeOf(page, ':focus');
}

/**
 * The node the focused element points at with `aria-activedescendant` (the keyboard's row): what a
 * screen reader says after an arrow key. Undefined when it points at nothing.
 */
export async function activeRow(page: Page): Promise<AxNode | undefined> {
  const id = await page.evaluate(() => document.activeElement?.getAttribute('aria-activedescendant') ?? null);
  return id ? axNodeOf(page, `[id=${JSON.stringify(id)}]`) : undefined;
}

/** The text of the live region(s) (`role="status"`) on the page now. */
export function liveText(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="status"]'), (e) => e.textContent ?? '')
      .join(' ')
      .trim(),
  );
}
