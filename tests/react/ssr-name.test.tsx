import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import Cascader from '../../react/src';
import { regions } from './helpers';
import { hydrateWithoutMismatch, serverRender } from './hydration';

/**
 * The combobox's accessible name in the server's HTML is the one it has once hydrated: a screen
 * reader that reads the page before the scripts run hears the same field. A `<label>` names an
 * input before anything the component could add below it (HTML-AAM), so the server HTML must not
 * point `aria-labelledby` at the placeholder, which would override the label until hydration.
 */
const name = () => screen.getByRole('combobox').getAttribute('aria-labelledby');
/** The combobox's accessible name, as Testing Library computes it (accname 1.2) for `{ name }`. */
function nameOf(): string {
  let computed = '';
  screen.getByRole('combobox', {
    name: (accessibleName) => {
      computed = accessibleName;
      return true;
    },
  });
  return computed;
}

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

async function namesBeforeAndAfter(ui: ReactElement): Promise<[string, string]> {
  const host = serverRender(ui);
  const before = nameOf();
  const root = await hydrateWithoutMismatch(host, ui);
  cleanup = () => {
    root.unmount();
    host.remove();
  };
  return [before, nameOf()];
}

describe("the combobox's name in server HTML", () => {
  it('a wrapping <label> names it on the server as after hydration', async () => {
    const ui = (
      // biome-ignore lint/a11y/noLabelWithoutControl: the control is the Cascader's input, inside it
      <label>
        City <Cascader options={regions()} placeholder="Pick a city" />
      </label>
    );
    // The label's text, which holds what the selector shows, as for any control inside a label.
    const [server, hydrated] = await namesBeforeAndAfter(ui);
    expect(hydrated).toMatch(/^City/);
    expect(server).toBe(hydrated);
  });

  it('a <label for> names it on the server as after hydration', async () => {
    const ui = (
      <div>
        <label htmlFor="city">City</label>
        <Cascader id="city" options={regions()} placeholder="Pick a city" showSearch />
      </div>
    );
    expect(await namesBeforeAndAfter(ui)).toEqual(['City', 'City']);
  });

  it('without a label the placeholder names it, on the server as after hydration', async () => {
    const ui = <Cascader options={regions()} placeholder="Pick a city" />;
    expect(await namesBeforeAndAfter(ui)).toEqual(['Pick a city', 'Pick a city']);
    expect(name()).not.toBeNull();
  });

  it('without a label or placeholder the value names it', async () => {
    const ui = <Cascader options={regions()} defaultValue={['fj', 'quanzhou']} showSearch />;
    expect(await namesBeforeAndAfter(ui)).toEqual(['福建 / 泉州', '福建 / 泉州']);
  });
});
