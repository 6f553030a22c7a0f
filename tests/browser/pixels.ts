import type { Locator, Page } from 'playwright-core';

/**
 * What the screen shows, pixel by pixel: a screenshot of part of the page decoded by the page's
 * own canvas (no PNG decoder needed), and WCAG's contrast ratio between two of its pixels. For
 * checks that computed styles cannot make: what forced colours really paint, whether a ring is
 * drawn where it should be and how thick.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Pixels {
  width: number;
  height: number;
  /** The pixel at (x, y), in CSS pixels from the clip's top left (the page's scale must be 1). */
  at: (x: number, y: number) => Rgb;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the element is on the page, in CSS pixels; it must be rendered. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

export async function screenshotPixels(page: Page, clip: Box): Promise<Pixels> {
  const png = await page.screenshot({ clip });
  const { width, height, data } = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
  }, png.toString('base64'));
  return {
    width,
    height,
    at: (x, y) => {
      if (x < 0 || y < 0 || x >= width || y >= height)
        throw new Error(`(${x}, ${y}) is outside ${width}×${height}`);
      const i = (Math.round(y) * width + Math.round(x)) * 4;
      return { r: data[i], g: data[i + 1], b: data[i + 2] };
    },
  };
}

function luminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG's contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The longest run of consecutive points on which `ratio(point)` reaches `least`: how many pixels
 * thick an indicator is where the points cross it.
 */
export function longestRun(
  points: [number, number][],
  ratio: (x: number, y: number) => number,
  least = 3,
): number {
  let longest = 0;
  let run = 0;
  for (const [x, y] of points) {
    run = ratio(x, y) >= least ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The points of a straight line from (x0, y0) to (x1, y1), one a pixel, ends included. */
export function line(x0: number, y0: number, x1: number, y1: number): [number, number][] {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  return Array.from({ length: steps + 1 }, (_, i) => [
    Math.round(x0 + ((x1 - x0) * i) / (steps || 1)),
    Math.round(y0 + ((y1 - y0) * i) / (steps || 1)),
  ]);
}

/** The box grown by `margin` on every side, in whole pixels. */
export function around(box: Box, margin: number): Box {
  return {
    x: Math.floor(box.x) - margin,
    y: Math.floor(box.y) - margin,
    width: Math.ceil(box.width) + 2 * margin,
    height: Math.ceil(box.height) + 2 * margin,
  };
}

/**
 * How thick a focus indicator is, WCAG 2.4.13's way: two pictures of a box grown by `margin`,
 * before and after it takes the focus; along a line from outside the box to `depth` px inside
 * its edge, at the middle of its top edge and of its start edge, the run of pixels whose colour
 * changed by 3:1 or more.
 */
export function focusRingThickness(
  before: Pixels,
  after: Pixels,
  margin: number,
  depth = 5,
): { top: number; start: number } {
  const change = (x: number, y: number) => contrastRatio(before.at(x, y), after.at(x, y));
  const middleX = Math.round(before.width / 2);
  const middleY = Math.round(before.height / 2);
  return {
    top: longestRun(line(middleX, 0, middleX, margin + depth), change),
    start: longestRun(line(0, middleY, margin + depth, middleY), change),
  };
}
