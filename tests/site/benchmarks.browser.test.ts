import { describe, expect, it } from 'vitest';
import { CHARTS, chartData, LIBRARY_NAMES } from '../../site/src/benchmarks/charts';
import { phoneRows } from '../../site/src/benchmarks/phone';
import phoneCommitted from '../../site/src/benchmarks/phone-results.json';
import committed from '../../site/src/benchmarks/results.json';
import type { BenchmarkResults, PhoneBenchmarkResults } from '../../site/src/benchmarks/schema';
import { LOCALES, localizePath } from '../../site/src/i18n/locale';
import { axeReport, openSite, settle, sharedBrowser } from './helpers';

const browser = sharedBrowser();
const results = committed as BenchmarkResults;
const phone = phoneCommitted as PhoneBenchmarkResults;

/**
 * The Benchmarks page draws one chart per group of metrics from the committed run. (Its route,
 * title, outline and axe in both schemes are checked with the other guides, guides.browser.test.ts.)
 * Here: every chart is an image named by its title and described by its numbers in words, with
 * its data table beside it, in each language; and the run's machine and command are shown.
 */
describe('benchmarks page', () => {
  for (const { id: locale } of LOCALES) {
    it(`has a text alternative and a data table for every chart (${locale})`, async () => {
      const { page, problems, close } = await openSite(browser(), localizePath('/benchmarks', locale));
      await settle(page);
      const charts = CHARTS.flatMap((spec) => {
        const chart = chartData(results, spec);
        return chart ? [chart] : [];
      });
      expect(charts.length).toBe(CHARTS.length);
      const images = page.locator('main svg.bench-chart');
      expect(await images.count()).toBe(charts.length);
      for (const [i, chart] of charts.entries()) {
        const title = chart.spec.title[locale];
        // The accessible name, as assistive technology computes it.
        const image = page.getByRole('img', { name: title, exact: true });
        expect(await image.count(), title).toBe(1);
        const description = await images
          .nth(i)
          .evaluate(
            (svg) => document.getElementById(svg.getAttribute('aria-describedby') ?? '')?.textContent,
          );
        for (const row of chart.rows) {
          expect(description, title).toContain(row.label[locale]);
          for (const bar of row.bars) expect(description, title).toContain(LIBRARY_NAMES[bar.library]);
        }
        // The table after the chart holds the same rows.
        const table = page.locator('main table.bench-table').nth(i);
        expect(await table.locator('caption').textContent(), title).toContain(title);
        expect(await table.locator('tbody tr').count(), title).toBe(chart.rows.length);
      }
      const run = page.locator('main dl.bench-run').first();
      expect(await run.textContent()).toContain(results.machine.cpu);
      expect(await run.textContent()).toContain(results.machine.browser);
      expect(await run.locator('code').textContent()).toBe(results.command);
      expect(problems).toEqual([]);
      await close();
    });
  }

  for (const { id: locale } of LOCALES) {
    it(`shows the sheet's phone-class run: every measured case against its goal, and how it was measured (${locale})`, async () => {
      const { page, problems, close } = await openSite(browser(), localizePath('/benchmarks', locale));
      await settle(page);
      const rows = phoneRows(phone);
      expect(rows.length).toBe(Object.keys(phone.metrics).length); // every metric of the file has a row
      const table = page.locator('main table.bench-phone-table');
      const shown = table.locator('tbody tr');
      expect(await shown.count()).toBe(rows.length);
      for (const [i, row] of rows.entries()) {
        expect(await shown.nth(i).locator('th').textContent()).toBe(row.label[locale]);
      }
      const run = page.locator('main dl.bench-phone-run');
      expect(await run.locator('code').textContent()).toBe(phone.command);
      expect(await run.textContent()).toContain(phone.machine.cpu);
      // The run's conditions in words; its load figures stay in the results file, not on the page.
      expect(await run.textContent()).toContain(
        locale === 'zh-CN'
          ? phone.machine.shared
            ? '其他任务'
            : '空闲'
          : phone.machine.shared
            ? 'Other work'
            : 'idle',
      );
      expect(await run.textContent()).toContain(`${phone.cpuThrottle}`);
      expect(problems).toEqual([]);
      await close();
    });
  }

  it('draws the charts in the dark scheme with the theme’s colours and no axe violation', async () => {
    const { page, problems, close } = await openSite(browser(), '/benchmarks', { colorScheme: 'dark' });
    await settle(page);
    const [text, background, label] = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      const labelElement = document.querySelector('main .bench-chart-label');
      return [
        style.getPropertyValue('--c-text').trim(),
        style.getPropertyValue('--c-bg').trim(),
        labelElement ? getComputedStyle(labelElement).fill : '',
      ];
    });
    expect(background).toBe('#0f1217'); // the dark scheme is on
    // The chart's labels follow the scheme's text colour (rgb() of --c-text).
    const hex = (rgb: string) =>
      `#${(rgb.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    expect(hex(label)).toBe(text);
    expect(await axeReport(page)).toBe('');
    expect(problems).toEqual([]);
    await close();
  });
});
