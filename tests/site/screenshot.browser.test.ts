import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { item, openPopup, popupPlaced } from './cascader';
import { openSite, sharedBrowser } from './helpers';

const browser = sharedBrowser();

/** The readme's screenshot (site/public/screenshots/cascader.png), taken from the live demo. */
const TRACKED = fileURLToPath(new URL('../../site/public/screenshots/cascader.png', import.meta.url));
/**
 * A test run leaves the checkout as it was: the screenshot goes to the system's temporary folder.
 * `UPDATE_SCREENSHOT=1` writes it over the tracked one, to refresh the readme's picture on purpose.
 */
const UPDATE = process.env.UPDATE_SCREENSHOT === '1';
const TARGET = UPDATE ? TRACKED : join(tmpdir(), 'cascadia-screenshots', 'cascader.png');

describe('the readme screenshot', () => {
  it('is an open cascader, taken from the basic demo', async () => {
    const { page, problems, close } = await openSite(browser(), '/~demos/simple', {
      colorScheme: 'light',
      viewport: { width: 520, height: 320 },
      deviceScaleFactor: 2,
    });
    const input = page.getByPlaceholder('please select address');
    await input.click();
    await item(page, 'fj').click();
    await item(page, 'fj', 'fuzhou').click();
    await item(page, 'fj', 'fuzhou', 'mawei').hover();
    const popup = openPopup(page);
    await popupPlaced(page);
    const a = await input.boundingBox();
    const b = await popup.boundingBox();
    if (!a || !b) throw new Error('no geometry');
    const margin = 16;
    const x = Math.max(0, Math.min(a.x, b.x) - margin);
    const y = Math.max(0, Math.min(a.y, b.y) - margin);
    const png = await page.screenshot({
      clip: {
        x,
        y,
        width: Math.max(a.x + a.width, b.x + b.width) + margin - x,
        height: Math.max(a.y + a.height, b.y + b.height) + margin - y,
      },
    });
    expect(png.byteLength).toBeGreaterThan(5_000);
    const tracked = await readFile(TRACKED);
    await mkdir(fileURLToPath(new URL('.', `file://${TARGET}`)), { recursive: true });
    await writeFile(TARGET, png);
    if (!UPDATE) expect((await readFile(TRACKED)).equals(tracked)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
